export {
  Button,
  buttonClass,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from "./Button";
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from "./Card";
export { Badge, type BadgeTone } from "./Badge";
export { QuadrantBadge } from "./QuadrantBadge";
export { Skeleton } from "./Skeleton";
export { Spinner } from "./Spinner";
export { Dialog, DialogTrigger, DialogClose, DialogContent } from "./Dialog";
export { Tabs, TabsList, TabsTrigger, TabsContent } from "./Tabs";
export { Slider, type SliderProps } from "./Slider";
export { toast, useToast, Toaster, type ToastInput, type ToastVariant } from "./Toast";
export { PageContainer, PageHeader } from "./Page";
