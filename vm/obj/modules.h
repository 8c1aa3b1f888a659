/* modules.h — the registry of importable modules. The object model knows no library: each
 * library (Python's core, NumPy, Numba's host API) registers its modules' names and
 * initialisers at start-up (the composition root calls one registration function per
 * library), and rt_import (native.h) builds a registered module on its first import. */
#ifndef WEFT_RT_MODULES_H
#define WEFT_RT_MODULES_H

#include "value.h"

/* Fills a fresh module object with the module's attributes. */
typedef void (*RtModuleInit)(Value m);

/* Register the importable module `name` ("math", "numpy.random", ...); start-up only. The name
 * is kept (a static string). Registering a name again replaces its initialiser. */
void rt_register_module(const char *name, RtModuleInit init);
/* Register the initialiser of the builtins module (print, len, int, ...) that
 * rt_builtin_lookup falls back to; start-up only. */
void rt_register_builtins(RtModuleInit init);

/* The builtins module itself (borrowed; built on first use): where type() caches the classes
 * it makes for other objects. */
Value rt_builtins_module(void);

/* sys.modules (borrowed; made on first use): every module imported so far by name, and
 * "__main__", the module the maker returns (a new reference; the VM's: its globals). An import
 * finds what the program put there first. */
Value rt_modules_dict(void);
typedef Value (*RtMainModuleMaker)(void);
void rt_set_main_module_maker(RtMainModuleMaker make);

/* module.path imported (rt_import) and looked up, path a dotted chain of attributes
 * ("date.fromordinal"): a new reference, or ImportError/AttributeError as Python raises them. */
Value rt_import_attr(const char *module, const char *path);

#endif
