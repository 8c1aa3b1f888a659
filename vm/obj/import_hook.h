/* import_hook.h — where rt_import (modules.c) asks the VM for modules written in Python: a
 * helper.py or package folder on sys.path (vm/host/user_module.c). */
#ifndef WEFT_RT_IMPORT_HOOK_H
#define WEFT_RT_IMPORT_HOOK_H

#include <stdbool.h>

#include "value.h"

/* true and *out (a new reference) when dotted_name is a .py module or package the importer
 * found (and ran, on its first import); false when there is no such file. */
typedef bool (*RtUserImporter)(const char *dotted_name, Value *out);
void rt_set_user_importer(RtUserImporter importer);

/* importlib.reload's work for a module the importer made (a new reference: the module); a
 * module written in C comes back as it is. */
typedef Value (*RtReloader)(Value module);
void rt_set_reloader(RtReloader reloader);
Value rt_reload(Value module);

#endif
