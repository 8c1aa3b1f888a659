/* module_files.h — where CPython's import finds the standard modules Weft provides in C
 * (module_files.c, generated from the oracle). */
#ifndef WEFT_HOST_MODULE_FILES_H
#define WEFT_HOST_MODULE_FILES_H

/* The module's __file__ under CPython ("/usr/lib/python3.11/random.py"), or NULL for a
 * built-in module (math) or one it does not have. */
const char *vm_module_file(const char *name);

#endif
