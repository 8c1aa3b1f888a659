/* class_module.h — the module a class was defined in, as its repr and its instances' default
 * repr name it (kept out of class.h, which most of the tree includes). */
#ifndef WEFT_RT_CLASS_MODULE_H
#define WEFT_RT_CLASS_MODULE_H

struct ClassObj;

/* A str __module__ of the class's own (set by a module written in C, or by an imported .py
 * module's class statement), else "__main__" ("builtins" for object). Borrowed. */
const char *rt_class_module_name(struct ClassObj *c);

#endif
