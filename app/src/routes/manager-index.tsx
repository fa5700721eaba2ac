import { Navigate } from 'react-router';

export default function ManagerIndex() {
  return <Navigate to="/manage/products" replace />;
}
