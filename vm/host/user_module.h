/* user_module.h — modules written in Python that a program imports from sys.path (a helper.py
 * next to it, a package folder): see user_module.c for the design. Private to vm/host. */
#ifndef WEFT_HOST_USER_MODULE_H
#define WEFT_HOST_USER_MODULE_H

#include <stdbool.h>
#include <stdint.h>

#include "../obj/value.h"

struct Vm;

/* One imported .py module: its own global slot table, laid out as the Vm's own (vm_internal.h),
 * which the compiler fills while the module's text compiles (the tables are exchanged then:
 * vm_module_swap). Code compiled from it carries it (Proto.module). */
typedef struct VmModule {
  char *name;  /* "helper", "pkg.sub" */
  char *file;  /* the absolute path of its .py file */
  Value module; /* the module object (owned): its attributes are this table, read live */
  bool swapped; /* its table is in the Vm now (the fields below hold the Vm's) */
  bool done;    /* its code ran to its end (before: a circular import sees it partial) */
  Value *globals;
  Value *gbuiltin;
  char **gnames;
  int nglobals, capglobals;
  int *ghash;
  int ghashcap;
  Value globals_dict; /* owned, RT_UNDEF until globals() or a name without a slot needs it */
  struct VmModule *next;
} VmModule;

/* Exchange the Vm's global table with m's (twice: back again). Only around code that runs no
 * Python: compiling m's text, a slow path reading m's names. */
void vm_module_swap(struct Vm *vm, VmModule *m);
/* vm_module_swap now, and again when the caller is unwound by an exception or calls
 * rt_cleanup_pop(mark, true). */
int vm_module_enter(struct Vm *vm, VmModule *m);

/* Code compiled from now on is m's (its table in the Vm's place) until the caller is unwound
 * or calls rt_cleanup_pop(mark, true). */
int vm_module_compile_begin(struct Vm *vm, VmModule *m);

/* Installs the import hook (vm_new); vm_modules_free drops every module's globals (vm_free). */
void vm_install_user_modules(void);
void vm_modules_free(struct Vm *vm);
void vm_modules_clear(struct Vm *vm); /* its values only: the tables stay (code may still run) */
/* vm.c: the next text compiled sets __doc__ (to its docstring or None), as a script's does. */
void vm_compile_sets_doc(void);
/* evalexec.c: a module's text compiled, or its SyntaxError raised (file: its path). */
struct Proto *vm_compile_module_or_raise(struct Vm *vm, const char *text, const char *file);
/* Is there a .py module or package `name` (dotted) on sys.path that an import would load? */
bool vm_user_module_exists(const char *name);
/* The module whose code the running VM's top frame runs (NULL: the program's). */
VmModule *vm_current_module(void);
/* The module's name for code of module m ("__main__" for NULL). */
const char *vm_module_name(const VmModule *m);
/* `from m import *` into the running frame's module: name := v. */
void vm_module_store_star(const char *name, Value v, void *ud);
/* `from m import attr` when m has no attr: for an imported .py module its submodule
 * m.attr, else CPython's ImportError naming m's file (a new reference); RT_UNDEF when m is
 * not such a module. */
Value vm_module_import_missing(Value module, const char *attr);
/* IMPORT of a relative name (".mod", "..", "..pkg.sub") from the running module's package:
 * that module (a new reference), or CPython's ImportError. */
Value vm_module_import_relative(const char *name);
/* IMPORT: rt_import, or vm_module_import_relative for a name starting with a dot. */
Value vm_module_import(const char *name);
/* interp_rare.c: a global not in its slot (from globals()'s dict, else the builtin of that
 * name, else NameError), and DELGLOBAL, for code p of any module. */
Value vm_load_global_slow(struct Vm *vm, const struct Proto *p, int64_t slot);
void vm_del_global(struct Vm *vm, const struct Proto *p, int64_t slot);
/* A class made by module code: its __module__ is the module's name. */
void vm_module_tag_class(Value cls);

#endif
