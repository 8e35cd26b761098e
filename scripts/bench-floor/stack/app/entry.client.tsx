// The app's own hydration, unchanged.
import '../../../../app/entry.client';
