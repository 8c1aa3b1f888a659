/* compile.h — syntax tree to host bytecode. */
#ifndef WEFT_HOST_COMPILE_H
#define WEFT_HOST_COMPILE_H

#include "../front/ast.h"
#include "../front/diag.h"
#include "proto.h"

/* Compile a resolved module (its nodes in tree) into the Proto of its body. Errors go to d
 * (then the result is NULL). The Proto of each function keeps its node and a reference to
 * tree. echo: which module-level expression statements hand their value to OP_ECHO: none
 * (a program), all (the REPL prints each repr), or only the body's last statement when it is
 * one (a notebook cell, whose value is kept: IPython's Out), or (compile()'s 'single' mode) all,
 * in the module and in the body of exec's wrapper function (__weft_exec__) at any depth. */
typedef enum { VM_ECHO_NONE, VM_ECHO_ALL, VM_ECHO_LAST, VM_ECHO_SINGLE } VmEcho;
Proto *vm_compile_module(struct Vm *vm, AstModule *m, AstTree *tree, Source *src, Diag *d,
                         VmEcho echo);

#endif
