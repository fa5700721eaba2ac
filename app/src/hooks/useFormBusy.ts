import { useNavigation } from 'react-router';

/** Whether this page's form (the one posting `intent`, when given) is on its way to the server. */
export function useFormBusy(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.formData) return false;
  return intent === undefined || navigation.formData.get('intent') === intent;
}
