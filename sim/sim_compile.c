/* sim_compile.c — KIR to SIMT bytecode: one SIMT instruction per KIR instruction, specialised by
 * type (typed arithmetic families, sized moves/loads/stores), with the jump targets of the region
 * markers resolved from their nesting. Also the SIMT disassembler. */
#include <stdio.h>
#include <string.h>

#include "../vm/base/error.h"
#include "sim.h"

const char *const sim_op_names[SIM_OP_COUNT] = {
#define X(name, doc) #name,
    SIM_OPS(X)
#undef X
};

_Static_assert(SIM_NE_I32 - SIM_ADD_I32 == KB_NE - KB_ADD, "SIMT families follow KIR's order");
_Static_assert(SIM_NEG_I32 - SIM_ADD_I32 == KB_COUNT + KU_NEG, "unary ops follow the binary ones");

static int sized(int base, DType dt) {
  switch (rt_dtypes[dt].itemsize) {
  case 1: return base;
  case 2: return base + 1;
  case 4: return base + 2;
  default: return base + 3;
  }
}

/* Offset of a KIR unary operator inside an arithmetic family: the family lists NEG, ABS,
 * INVERT after the binary operators (sim_ops.h), in an order of its own. */
static int unary_offset(int kir_un) {
  switch (kir_un) {
  case KU_NEG: return 0;
  case KU_ABS: return 1;
  default: return 2; /* KU_INVERT; KU_NOT is handled as SIM_NOT_B */
  }
}

/* The family of a widened arithmetic type. */
static int family(DType dt) {
  switch (dt) {
  case DT_INT32: return 0;
  case DT_INT64: return 1;
  case DT_UINT32: return 2;
  case DT_UINT64: return 3;
  case DT_FLOAT32: return 4;
  case DT_FLOAT64: return 5;
  default: return 1;
  }
}

static uint64_t const_bits(DType dt, const KirInst *in) {
  union { int64_t i; uint64_t u; double f; float f32; } v;
  v.u = 0;
  switch (dt) {
  case DT_FLOAT64: v.f = in->imm.f; break;
  case DT_FLOAT32: v.f32 = (float)in->imm.f; break;
  case DT_BOOL: v.u = in->imm.i != 0; break;
  default: v.i = in->imm.i; break; /* the low bytes are the value in the narrower width */
  }
  return v.u;
}

static void lower(const KirFunc *f, const KirInst *in, SimInst *out) {
  const DType *R = f->regs;
  out->d = in->d, out->a = in->a, out->b = in->b, out->c = in->c;
  out->arr = in->arr;
  memcpy(out->idx, in->idx, sizeof in->idx);
  out->jump = -1;
  switch ((KirOp)in->op) {
  case KIR_CONST: out->op = (uint16_t)sized(SIM_CONST_1, R[in->d]); out->imm.bits = const_bits(R[in->d], in); break;
  case KIR_MOV: out->op = (uint16_t)sized(SIM_MOV_1, R[in->d]); break;
  case KIR_CAST: out->op = SIM_CAST; out->sub = (uint8_t)R[in->a]; out->sub2 = (uint8_t)R[in->d]; break;
  case KIR_BIN:
    if (R[in->a] == DT_BOOL) {
      out->op = in->sub == KB_AND ? SIM_AND_B : in->sub == KB_OR ? SIM_OR_B : SIM_XOR_B;
    } else {
      out->op = (uint16_t)(SIM_ADD_I32 + family(R[in->a]) * SIM_FAMILY_SIZE + in->sub);
    }
    break;
  case KIR_UN:
    if (in->sub == KU_NOT) out->op = SIM_NOT_B;
    else out->op = (uint16_t)(SIM_ADD_I32 + family(R[in->a]) * SIM_FAMILY_SIZE + KB_COUNT +
                              unary_offset(in->sub));
    break;
  case KIR_MATH:
    out->op = R[in->a] == DT_FLOAT32 ? SIM_MATH_F32 : SIM_MATH_F64;
    out->sub = in->sub;
    out->sub2 = in->imm.i == KIR_MATH_NUMPY && sim_numpy_math(in->sub, R[in->a] == DT_FLOAT32);
    break;
  case KIR_SELECT: out->op = (uint16_t)sized(SIM_SELECT_1, R[in->d]); break;
  case KIR_SREG:
    if (in->sub <= KS_TID_Z) out->op = SIM_TID, out->sub = (uint8_t)(in->sub - KS_TID_X);
    else if (in->sub == KS_LANEID) out->op = SIM_LANEID;
    else out->op = SIM_SREG, out->sub = in->sub;
    break;
  case KIR_SHAPE: out->op = SIM_SHAPE; out->sub = in->sub; out->imm.i = in->imm.i; break;
  case KIR_LOAD: out->op = (uint16_t)sized(SIM_LOAD_1, f->slots[in->arr].dtype); break;
  case KIR_STORE: out->op = (uint16_t)sized(SIM_STORE_1, f->slots[in->arr].dtype); break;

  case KIR_ATOMIC: out->op = SIM_ATOMIC; out->sub = in->sub; break;
  case KIR_RANDOM: out->op = SIM_RANDOM; break;
  case KIR_CHECKIDX: out->op = SIM_CHECKIDX; out->sub = in->sub; break;
  case KIR_BARRIER: out->op = SIM_BARRIER; out->sub = in->sub; out->imm.i = in->imm.i; break; /* imm 1: grid sync */
  case KIR_SYNCWARP: out->op = SIM_SYNCWARP; break;
  case KIR_FENCE: out->op = SIM_FENCE; out->sub = in->sub; break;
  case KIR_RAISE: out->op = SIM_RAISE; out->imm.i = in->imm.i; out->c = in->nargs ? in->args : -1; break;
  case KIR_WARP:
    out->sub = in->sub;
    if (in->sub <= KW_SHFL_XOR) out->op = rt_dtypes[R[in->d]].itemsize == 8 ? SIM_SHFL_8 : SIM_SHFL_4;
    else out->op = SIM_VOTE, out->sub2 = in->b >= 0 ? (uint8_t)rt_dtypes[R[in->b]].itemsize : 0;
    out->sub = (uint8_t)(in->sub <= KW_SHFL_XOR ? in->sub - KW_SHFL : in->sub);
    break;
  case KIR_BITS: out->op = rt_dtypes[R[in->a]].itemsize == 8 ? SIM_BITS_8 : SIM_BITS_4; out->sub = in->sub; break;
  case KIR_PRINT: out->op = SIM_PRINT; out->imm.i = in->args; out->c = in->nargs; break;
  case KIR_WARN: /* sub2: the kind and the operands' type (0 float32, 1 float64, 2 int64, 3 uint64); c: bits */
    out->op = SIM_WARN, out->sub = in->sub, out->imm.i = in->span.line, out->c = (int32_t)(in->imm.i >> 8);
    out->sub2 = (uint8_t)((in->imm.i & 0xff) | ((in->imm.i & 0xff) == KIR_WARN_COND ? 0
                                                : (R[in->a] == DT_FLOAT32 ? 0 : R[in->a] == DT_FLOAT64 ? 1
                                                   : R[in->a] == DT_INT64 ? 2 : 3) << 4));
    break;
  case KIR_IF: out->op = SIM_IF; break;
  case KIR_ELSE: out->op = SIM_ELSE; break;
  case KIR_ENDIF: out->op = SIM_ENDIF; break;
  case KIR_LOOP: out->op = SIM_LOOP; out->d = out->b = out->c = -1; break; /* a prange's registers: not operands here */
  case KIR_LOOPCOND: out->op = SIM_LOOPCOND; break;
  case KIR_LATCH: out->op = SIM_LATCH; break;
  case KIR_ENDLOOP: out->op = SIM_ENDLOOP; break;
  case KIR_BREAK: out->op = SIM_BREAK; break;
  case KIR_CONTINUE: out->op = SIM_CONTINUE; break;
  case KIR_RETURN: out->op = SIM_RETURN; break;
  case KIR_CALLBEGIN: out->op = SIM_CALLBEGIN; break;
  case KIR_CALLEND: out->op = SIM_CALLEND; break;
  default: rt_raise(RT_EXC_RuntimeError, "internal error: no SIMT lowering for KIR op %d", in->op);
  }
  /* sub2 marks the accesses the race checks watch: shared memory and global (parameter) arrays */
  if (in->op == KIR_LOAD || in->op == KIR_STORE) {
    KirSlotKind k = f->slots[in->arr].kind;
    out->sub2 = k == KIR_SLOT_SHARED ? SIM_WATCH_SHARED : k == KIR_SLOT_PARAM ? SIM_WATCH_GLOBAL : 0;
  }
}

/* Resolve region jumps: IF → its ELSE or ENDIF, ELSE → ENDIF, LOOPCOND → ENDLOOP,
 * ENDLOOP → the instruction after its LOOP. */
static void resolve_jumps(SimCode *sc) {
  int stack[SIM_MAX_DEPTH * 4], depth = 0;
  int conds[SIM_MAX_DEPTH * 4];
  for (int pc = 0; pc < sc->ncode; pc++) {
    SimInst *in = &sc->code[pc];
    switch (in->op) {
    case SIM_IF: case SIM_LOOP: case SIM_CALLBEGIN:
      if (depth == SIM_MAX_DEPTH * 4) rt_raise(RT_EXC_RuntimeError, "kernel control flow is nested too deeply");
      conds[depth] = -1;
      stack[depth++] = pc;
      break;
    case SIM_ELSE: sc->code[stack[depth - 1]].jump = pc; stack[depth - 1] = pc; break;
    case SIM_LOOPCOND: conds[depth - 1] = pc; break;
    case SIM_ENDIF: sc->code[stack[--depth]].jump = pc; break;
    case SIM_ENDLOOP:
      depth--;
      in->jump = stack[depth] + 1;
      if (conds[depth] >= 0) sc->code[conds[depth]].jump = pc;
      break;
    case SIM_CALLEND: depth--; break;
    default: break;
    }
  }
}

/* The instructions that keep the uniform flag of their destination themselves (sim_exec.c's
 * UNI_* handlers); dispatch clears it for every other one. */
static bool keeps_uniform(int op) {
  if (op >= SIM_CONST_1 && op <= SIM_MOV_8) return true;
  if (op == SIM_SREG || op == SIM_SHAPE) return true;
  if (op < SIM_ADD_I32 || op > SIM_INVERT_F64) return false;
  int k = (op - SIM_ADD_I32) % SIM_FAMILY_SIZE;
  return k == KB_ADD || k == KB_SUB || k == KB_MUL || (k >= KB_LT && k <= KB_NE);
}

static uint16_t uni_entry(int r, uint16_t none) { return r >= 0 && r < SIM_UNI_REGS ? (uint16_t)r : none; }

static void uniform_entries(SimInst *in) {
  bool keeps = keeps_uniform(in->op);
  in->uclr = keeps ? SIM_UNI_SINK : uni_entry(in->d, SIM_UNI_SINK);
  in->uset = keeps ? uni_entry(in->d, SIM_UNI_SINK) : SIM_UNI_SINK;
  in->ua = uni_entry(in->a, SIM_UNI_NEVER);
  in->ub = uni_entry(in->b, SIM_UNI_NEVER);
}

SimCode *sim_compile(KirFunc *f) {
  SimCode *sc = rt_calloc(1, sizeof *sc);
  sc->code = rt_calloc((size_t)f->ncode + 1, sizeof *sc->code);
  for (int pc = 0; pc < f->ncode; pc++) {
    lower(f, &f->code[pc], &sc->code[pc]);
    sc->code[pc].kirpc = pc;
  }
  sc->code[f->ncode].op = SIM_EXIT;
  sc->code[f->ncode].kirpc = f->ncode ? f->ncode - 1 : 0;
  sc->code[f->ncode].d = -1;
  sc->ncode = f->ncode + 1;
  sc->nregs = f->nregs;
  resolve_jumps(sc);
  for (int pc = 0; pc < sc->ncode; pc++) sc->code[pc].next = pc + 1;
  sim_fast_code(f, sc);
  for (int pc = 0; pc < sc->ncode; pc++) {
    uniform_entries(&sc->code[pc]);
    uniform_entries(&sc->fast[pc]);
  }
  return sc;
}

void sim_disassemble(const SimCode *sc, FILE *out) {
  for (int pc = 0; pc < sc->ncode; pc++) {
    const SimInst *in = &sc->code[pc];
    fprintf(out, "%4d %-14s d=%d a=%d b=%d c=%d", pc, sim_op_names[in->op], in->d, in->a, in->b, in->c);
    if (in->arr >= 0) fprintf(out, " arr=%d", in->arr);
    if (in->jump >= 0) fprintf(out, " -> %d", in->jump);
    fprintf(out, "\n");
  }
}
