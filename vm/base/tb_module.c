/* tb_module.c — the hook for printing an exception as the traceback module does (tb_module.h). */
#include "tb_module.h"

/* Installed once at start-up by the VM (same for every VM). */
static rt_ExceptionPrinter module_printer;

void rt_set_module_exception_printer(rt_ExceptionPrinter printer) { module_printer = printer; }

void rt_print_exception_as_module(const Exception *exc, int skip, FILE *out) {
  if (module_printer) module_printer(exc, skip, out);
  else rt_print_exception(exc, skip, out);
}
