/* compile.h — syntax tree to host bytecode. */
#ifndef WEFT_HOST_COMPILE_H
#define WEFT_HOST_COMPILE_H

#include "../front/ast.h"
#include "../front/diag.h"
#include "proto.h"

/* Compile a resolved module (its nodes in tree) into the Proto of its body. Errors go to d
 * (then the result is NULL). The Proto of each function keeps its node and a reference to
 * tree. echo: expression statements print their repr (the REPL). */
Proto *vm_compile_module(struct Vm *vm, AstModule *m, AstTree *tree, Source *src, Diag *d,
                         bool echo);

#endif
