// The app's routes file, so the floor page runs the same route config.
export { default } from '../../../../app/routes';
