/* tb_module.h — printing an exception as CPython's traceback module does, for the library code
 * that imitates Python code printing one (unittest's failure reports): the interpreter's own
 * printer (rt_print_exception) and the module differ in how a source line's trailing blanks
 * show (vm/host/traceback.c). */
#ifndef WEFT_TB_MODULE_H
#define WEFT_TB_MODULE_H

#include <stdio.h>

#include "error.h"

/* The VM installs the module's printer at start-up; without one rt_print_exception's is used. */
void rt_set_module_exception_printer(rt_ExceptionPrinter printer);
void rt_print_exception_as_module(const Exception *exc, int skip, FILE *out);

#endif
