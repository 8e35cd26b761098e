import { type ClientActionFunctionArgs, redirect } from '@remix-run/react';
import { dataAction } from './action';

/**
 * /dados: where every post about the data as a whole goes, whatever screen
 * it comes from: a backup (Perfil's Seus dados, Instalar, "Fazer backup
 * antes" in every dialog that erases), a restore (Perfil, the welcome), the
 * request to protect the data, and Perfil's erases. Its address is written
 * once, in components/data-post.ts. Like /avisos it has nothing to show:
 * opening the address leads home.
 */
export const clientLoader = () => redirect('/');

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return dataAction(await request.formData());
}
