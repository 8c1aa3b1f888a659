/* module_spec.h — an imported .py module's __spec__ and __loader__ (module_spec.c). */
#ifndef WEFT_HOST_MODULE_SPEC_H
#define WEFT_HOST_MODULE_SPEC_H

#include "../obj/value.h"

/* A ModuleSpec for module `name` loaded from file (cached: its __cached__ path; search: the
 * package's __path__ list, or None for a plain module; borrowed), and in *loader its
 * SourceFileLoader (both new references). */
Value vm_module_spec_new(const char *name, const char *file, const char *cached, Value search, Value *loader);

/* The SourceFileLoader of module `name` read from file (a new reference): a script's __loader__. */
Value vm_source_loader_new(const char *name, const char *file);

/* Registers _frozen_importlib (ModuleSpec) and _frozen_importlib_external (SourceFileLoader). */
void vm_install_module_spec(void);

#endif
