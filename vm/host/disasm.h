/* disasm.h — human-readable listings of host bytecode (weft --dis, the REPL's :dis, tests). */
#ifndef WEFT_HOST_DISASM_H
#define WEFT_HOST_DISASM_H

#include <stdio.h>

#include "proto.h"

/* One instruction: "  12  [3]  ADD        4 2 3" plus a comment naming constants/targets. */
void vm_disassemble_instr(const Proto *p, int pc, FILE *out);
/* A whole function, then every function defined inside it. */
void vm_disassemble_proto(const Proto *p, FILE *out);

#endif
