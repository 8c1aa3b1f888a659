/* gpu_codegen.c — KIR → readable CUDA C: one `extern "C" __global__` function per kernel
 * specialisation, or a `__device__` function for a ufunc core (gpu_ufunc.c wraps it). KIR's
 * nested regions map onto C's: IF/ELSE/ENDIF → if/else, LOOP → for (;;) with LOOPCOND as a break and LATCH as a label CONTINUE jumps to (so a for loop's step still
 * runs), CALLBEGIN/CALLEND → a block whose RETURN jumps to its end. Registers become locals
 * r<N> of their dtype's C type, declared up front so no goto crosses an initialisation.
 * Operations whose C meaning differs from Python's call the prelude's helpers (gpu_prelude.c).
 * Each source line appears once as a comment before the code it became. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "gpu.h"

/* C types by dtype, in RT_DTYPES order. */
static const char *const ctype[DT_COUNT] = {
    [DT_BOOL] = "bool", [DT_INT8] = "signed char", [DT_INT16] = "short", [DT_INT32] = "int",
    [DT_INT64] = "long long", [DT_UINT8] = "unsigned char", [DT_UINT16] = "unsigned short",
    [DT_UINT32] = "unsigned int", [DT_UINT64] = "unsigned long long", [DT_FLOAT32] = "float",
    [DT_FLOAT64] = "double"};

/* Unsigned C types of each width, for the bits of const arrays. */
static const char *word_type(int size) {
  return size == 1 ? "unsigned char" : size == 2 ? "unsigned short" : size == 4 ? "unsigned int" : "unsigned long long";
}

typedef struct Gen {
  const KirFunc *f;
  StrBuf *out;
  int depth;       /* indentation level */
  int line;        /* last source line commented */
  int loops[64], nloops;  /* LOOP pcs open now (CONTINUE targets) */
  int calls[64], ncalls;  /* CALLBEGIN pcs open now (RETURN targets) */
  bool *used_label; /* per pc: a CONTINUE/RETURN jumps to the label of this region */
  char ret_stmt[32]; /* how the function itself returns: "return;", or "return rN;" in a core */
} Gen;

static bool is_float(DType t) { return rt_dtypes[t].kind == 'f'; }
static DType R(const Gen *g, int reg) { return g->f->regs[reg]; }

static void indent(Gen *g) {
  for (int k = 0; k < g->depth + 1; k++) rt_sb_puts(g->out, "  ");
}

static void line(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(Gen *g, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  indent(g);
  rt_sb_vprintf(g->out, fmt, ap);
  va_end(ap);
  rt_sb_putc(g->out, '\n');
}

/* "// prog.py:12: v = a[t]" before the first instruction of each new source line. */
static void source_comment(Gen *g, Span span) {
  if (span.line <= 0 || span.line == g->line || !g->f->src) return;
  g->line = span.line;
  const char *p = g->f->src;
  for (int n = 1; n < span.line && *p; p++)
    if (*p == '\n') n++;
  while (*p == ' ' || *p == '\t') p++;
  size_t len = strcspn(p, "\r\n");
  /* a trailing backslash would continue the // comment onto the next generated line */
  while (len && (p[len - 1] == '\\' || p[len - 1] == ' ' || p[len - 1] == '\t')) len--;
  indent(g);
  rt_sb_printf(g->out, "// %s:%d: ", g->f->file ? g->f->file : "?", span.line);
  rt_sb_putn(g->out, p, len);
  rt_sb_putc(g->out, '\n');
}

/* ---- constants: exact spellings (round-trip decimal; bit patterns for non-finite values) ---- */

static void put_float(StrBuf *out, DType t, double v) {
  char buf[40];
  if (t == DT_FLOAT32) {
    float x = (float)v;
    uint32_t bits;
    memcpy(&bits, &x, 4);
    if (!isfinite(x)) {
      rt_sb_printf(out, "__int_as_float(0x%08x)", bits);
      return;
    }
    snprintf(buf, sizeof buf, "%.9g", (double)x);
    rt_sb_printf(out, "%s%sf", buf, strpbrk(buf, ".e") ? "" : ".0");
    return;
  }
  uint64_t bits;
  memcpy(&bits, &v, 8);
  if (!isfinite(v)) {
    rt_sb_printf(out, "__longlong_as_double(0x%016llxLL)", (unsigned long long)bits);
    return;
  }
  snprintf(buf, sizeof buf, "%.17g", v);
  rt_sb_puts(out, buf);
  if (!strpbrk(buf, ".e")) rt_sb_puts(out, ".0");
}

static void put_int(StrBuf *out, DType t, int64_t v) {
  if (t == DT_BOOL) rt_sb_puts(out, v ? "true" : "false");
  else if (t == DT_UINT64) rt_sb_printf(out, "%lluull", (unsigned long long)v);
  else if (t == DT_INT64 && v == INT64_MIN) rt_sb_puts(out, "(-9223372036854775807ll - 1)");
  else if (t == DT_INT64) rt_sb_printf(out, "%lldll", (long long)v);
  else if (rt_dtypes[t].kind == 'u') rt_sb_printf(out, "%lluu", (unsigned long long)v);
  else if (v == INT32_MIN) rt_sb_puts(out, "(-2147483647 - 1)");
  else rt_sb_printf(out, "%lld", (long long)v);
}

/* ---- array elements ---- */

static void put_extent(Gen *g, const KirSlot *s, int k);

/* Appends index register k of an access, counted from the end when negative. */
static void put_index(Gen *g, const KirInst *in, int k) {
  rt_sb_printf(g->out, "WF_IX(r%d, ", in->idx[k]);
  put_extent(g, &g->f->slots[in->arr], k);
  rt_sb_putc(g->out, ')');
}

/* Appends the lvalue of slot arr at the instruction's index registers. */
static void put_elem(Gen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  const char *T = ctype[s->dtype];
  StrBuf *out = g->out;
  if (s->kind == KIR_SLOT_PARAM) {
    rt_sb_printf(out, "WF_ELEM(%s, p%d, ", T, s->param);
    if (s->ndim == 0) rt_sb_puts(out, "0");
    for (int k = 0; k < s->ndim; k++) {
      if (k) rt_sb_puts(out, " + ");
      put_index(g, in, k);
      rt_sb_printf(out, " * p%d.strides[%d]", s->param, k);
    }
    rt_sb_putc(out, ')');
    return;
  }
  if (s->kind == KIR_SLOT_CONST) rt_sb_printf(out, "((const %s *)wf_const%d)[", T, in->arr);
  else rt_sb_printf(out, "%s%d[", s->kind == KIR_SLOT_SHARED ? "sh" : "loc", in->arr);
  /* row-major linear index over the fixed shape: ((i0 * n1) + i1) * n2 + i2 */
  if (s->ndim == 0) rt_sb_puts(out, "0");
  for (int k = 0; k < s->ndim; k++) {
    if (k) rt_sb_printf(out, " * %lldll + ", (long long)s->shape[k]);
    put_index(g, in, k);
  }
  rt_sb_putc(out, ']');
}

static void shape(Gen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  indent(g);
  if (s->kind == KIR_SLOT_PARAM) rt_sb_printf(g->out, "r%d = p%d.shape[%d];\n", in->d, s->param, (int)in->imm.i);
  else if (s->kind == KIR_SLOT_SHARED && s->size == 0)
    rt_sb_printf(g->out, "r%d = weft_dyn_shared_bytes / %d;\n", in->d, rt_dtypes[s->dtype].itemsize);
  else rt_sb_printf(g->out, "r%d = %lldll;\n", in->d, (long long)s->shape[in->imm.i]);
}

/* ---- --gpu-check: bounds checks before every array access ---- */

static bool device_checks;

void gpu_set_checks(bool on) { device_checks = on; }
bool gpu_checks(void) { return device_checks; }

/* Appends the extent of axis k of the instruction's array. */
static void put_extent(Gen *g, const KirSlot *s, int k) {
  if (s->kind == KIR_SLOT_PARAM) rt_sb_printf(g->out, "p%d.shape[%d]", s->param, k);
  else if (s->kind == KIR_SLOT_SHARED && s->size == 0)
    rt_sb_printf(g->out, "(weft_dyn_shared_bytes / %d)", rt_dtypes[s->dtype].itemsize);
  else rt_sb_printf(g->out, "%lldll", (long long)s->shape[k]);
}

/* One test per axis (after a negative index is counted from the end, as in the simulator): the
 * first offending thread of the launch is recorded, and the thread stops. */
static void bounds_check(Gen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  for (int k = 0; k < s->ndim; k++) {
    indent(g);
    rt_sb_puts(g->out, "if ((unsigned long long)");
    put_index(g, in, k);
    rt_sb_puts(g->out, " >= (unsigned long long)");
    put_extent(g, s, k);
    rt_sb_printf(g->out, ") { wf_bounds_fault(%d, %d, r%d, ", in->span.line, k, in->idx[k]);
    put_extent(g, s, k);
    rt_sb_printf(g->out, "); %s }\n", g->ret_stmt);
  }
}

/* An index into a view (CHECKIDX): counted from the view's end when negative, then with
 * --gpu-check tested against the view's extent like an array index, as the simulator does. */
static void view_index(Gen *g, const KirInst *in) {
  if (device_checks) {
    line(g, "if ((unsigned long long)WF_IX(r%d, r%d) >= (unsigned long long)r%d) { wf_bounds_fault(%d, %d, r%d, r%d); %s }",
         in->a, in->b, in->b, in->span.line, in->sub, in->a, in->b, g->ret_stmt);
  }
  line(g, "r%d = WF_IX(r%d, r%d);", in->d, in->a, in->b);
}

/* ---- arithmetic ---- */

static const char *const bin_c[KB_COUNT] = {
    [KB_ADD] = "+", [KB_SUB] = "-", [KB_MUL] = "*", [KB_DIV] = "/", [KB_AND] = "&", [KB_OR] = "|",
    [KB_XOR] = "^", [KB_LT] = "<", [KB_LE] = "<=", [KB_GT] = ">", [KB_GE] = ">=", [KB_EQ] = "==", [KB_NE] = "!="};
static const char *const bin_helper[KB_COUNT] = {
    [KB_ADD] = "wf_add", [KB_SUB] = "wf_sub", [KB_MUL] = "wf_mul", [KB_DIV] = "wf_div",
    [KB_FLOORDIV] = "wf_floordiv", [KB_MOD] = "wf_mod", [KB_POW] = "wf_pow", [KB_SHL] = "wf_shl", [KB_SHR] = "wf_shr"};

static void binop(Gen *g, const KirInst *in) {
  DType t = R(g, in->a);
  int d = in->d, a = in->a, b = in->b;
  int op = in->sub;
  bool plain = op >= KB_LT || op == KB_AND || op == KB_OR || op == KB_XOR ||
               (is_float(t) && (op == KB_ADD || op == KB_SUB || op == KB_MUL || op == KB_DIV));
  if (op == KB_MIN) line(g, "r%d = r%d < r%d ? r%d : r%d;", d, b, a, b, a);
  else if (op == KB_MAX) line(g, "r%d = r%d > r%d ? r%d : r%d;", d, b, a, b, a);
  else if (t == DT_BOOL && (op == KB_AND || op == KB_OR || op == KB_XOR))
    line(g, "r%d = r%d %s r%d;", d, a, op == KB_AND ? "&&" : op == KB_OR ? "||" : "!=", b);
  else if (is_float(t) && (op == KB_AND || op == KB_OR || op == KB_XOR || op == KB_SHL || op == KB_SHR))
    line(g, "r%d = r%d; // the simulator's meaning of a bitwise operator on floats", d, a);
  else if (plain) line(g, "r%d = r%d %s r%d;", d, a, bin_c[op], b);
  else line(g, "r%d = %s(r%d, r%d);", d, bin_helper[op], a, b);
}

static void unop(Gen *g, const KirInst *in) {
  DType t = R(g, in->a);
  int d = in->d, a = in->a;
  switch (in->sub) {
  case KU_NOT: line(g, "r%d = !r%d;", d, a); break;
  case KU_NEG: if (is_float(t)) line(g, "r%d = -r%d;", d, a); else line(g, "r%d = wf_neg(r%d);", d, a); break;
  case KU_ABS:
    if (is_float(t)) line(g, "r%d = %s(r%d);", d, t == DT_FLOAT32 ? "fabsf" : "fabs", a);
    else line(g, "r%d = wf_abs(r%d);", d, a);
    break;
  default: /* INVERT */
    if (is_float(t)) line(g, "r%d = r%d;", d, a);
    else line(g, "r%d = (%s)~r%d;", d, ctype[R(g, d)], a);
    break;
  }
}

/* The math functions without a CUDA function of the same name (or with another signature). */
static bool special_math(Gen *g, const KirInst *in, bool f32) {
  const char *T = f32 ? "float" : "double", *fs = f32 ? "f" : "";
  int d = in->d, a = in->a;
  switch (in->sub) {
  case KM_ISNAN: case KM_ISINF: case KM_ISFINITE: line(g, "r%d = %s(r%d);", d, kir_math_names[in->sub], a); break;
  /* in double, as the simulator (Python's math) computes them */
  case KM_DEGREES: line(g, "r%d = (%s)((double)r%d * %.17g);", d, T, a, 180.0 / M_PI); break;
  case KM_RADIANS: line(g, "r%d = (%s)((double)r%d * %.17g);", d, T, a, M_PI / 180.0); break;
  case KM_GAMMA: line(g, "r%d = tgamma%s(r%d);", d, fs, a); break;
  case KM_LDEXP: line(g, "r%d = ldexp%s(r%d, (int)fmax(-100000.0, fmin(100000.0, (double)r%d)));", d, fs, a, in->b); break;
  /* Python's frexp keeps infinities and NaN with exponent 0; modf's parts come from one call */
  case KM_FREXP: line(g, "{ int e_; r%d = isfinite(r%d) ? frexp%s(r%d, &e_) : r%d; }", d, a, fs, a, a); break;
  case KM_FREXP_EXP: line(g, "{ int e_ = 0; if (isfinite(r%d)) frexp%s(r%d, &e_); r%d = (%s)e_; }", a, fs, a, d, T); break;
  case KM_MODF: line(g, "{ %s i_; r%d = modf%s(r%d, &i_); }", T, d, fs, a); break;
  case KM_MODF_INT: line(g, "modf%s(r%d, &r%d);", fs, a, d); break;
  default: return false;
  }
  return true;
}

static void math(Gen *g, const KirInst *in) {
  bool f32 = R(g, in->a) == DT_FLOAT32;
  const char *name = kir_math_names[in->sub];
  if (special_math(g, in, f32)) return;
  indent(g);
  rt_sb_printf(g->out, "r%d = %s%s(r%d", in->d, name, f32 ? "f" : "", in->a);
  if (kir_math_arity[in->sub] > 1) rt_sb_printf(g->out, ", r%d", in->b);
  if (kir_math_arity[in->sub] > 2) rt_sb_printf(g->out, ", r%d", in->c);
  rt_sb_puts(g->out, ");\n");
}

static void cast(Gen *g, const KirInst *in) {
  DType to = R(g, in->d);
  if (to == DT_BOOL) line(g, "r%d = r%d != 0;", in->d, in->a);
  else line(g, "r%d = (%s)r%d;", in->d, ctype[to], in->a);
}

/* ---- threads, warps, atomics, print ---- */

static void sreg(Gen *g, const KirInst *in) {
  static const char *const names[KS_COUNT] = {
      "threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x", "blockIdx.y", "blockIdx.z",
      "blockDim.x", "blockDim.y", "blockDim.z", "gridDim.x", "gridDim.y", "gridDim.z", NULL};
  if (in->sub == KS_LANEID) line(g, "r%d = wf_laneid();", in->d);
  else line(g, "r%d = (int)%s;", in->d, names[in->sub]);
}

static void warp(Gen *g, const KirInst *in) {
  int d = in->d, a = in->a, b = in->b, c = in->c;
  switch (in->sub) {
  case KW_SHFL: line(g, "r%d = __shfl_sync(r%d, r%d, r%d);", d, a, b, c); break;
  case KW_SHFL_UP: line(g, "r%d = __shfl_up_sync(r%d, r%d, (unsigned)r%d);", d, a, b, c); break;
  case KW_SHFL_DOWN: line(g, "r%d = __shfl_down_sync(r%d, r%d, (unsigned)r%d);", d, a, b, c); break;
  case KW_SHFL_XOR: line(g, "r%d = __shfl_xor_sync(r%d, r%d, r%d);", d, a, b, c); break;
  case KW_ALL: line(g, "r%d = __all_sync(r%d, r%d) != 0;", d, a, b); break;
  case KW_ANY: line(g, "r%d = __any_sync(r%d, r%d) != 0;", d, a, b); break;
  case KW_EQ: line(g, "r%d = wf_eq_sync(r%d, r%d);", d, a, b); break;
  case KW_BALLOT: line(g, "r%d = __ballot_sync(r%d, r%d);", d, a, b); break;
  case KW_ACTIVEMASK: line(g, "r%d = __activemask();", d); break;
  case KW_LANEMASK_LT: line(g, "r%d = wf_lanemask_lt();", d); break;
  case KW_MATCH_ANY: line(g, "r%d = __match_any_sync(r%d, r%d);", d, a, b); break;
  default: line(g, "r%d = wf_match_all(r%d, r%d);", d, a, b); break;
  }
}

static void bits(Gen *g, const KirInst *in) {
  static const char *const names[KT_COUNT] = {"__popc", "__brev", "__clz", "__ffs"};
  bool wide = rt_dtypes[R(g, in->a)].itemsize == 8;
  bool is_unsigned = in->sub == KT_POPC || in->sub == KT_BREV;
  const char *arg = wide ? (is_unsigned ? "unsigned long long" : "long long") : (is_unsigned ? "unsigned" : "int");
  line(g, "r%d = (%s)%s%s((%s)r%d);", in->d, ctype[R(g, in->d)], names[in->sub], wide ? "ll" : "", arg, in->a);
}

static void atomic(Gen *g, const KirInst *in) {
  static const char *const names[KA_COUNT] = {
      "add", "sub", "max", "min", "exch", "inc", "dec", "and", "or", "xor", "cas", "nanmax", "nanmin"};
  indent(g);
  rt_sb_printf(g->out, "r%d = wf_atomic_%s(&", in->d, names[in->sub]);
  put_elem(g, in);
  rt_sb_printf(g->out, ", r%d", in->a);
  if (in->sub == KA_CAS) rt_sb_printf(g->out, ", r%d", in->b);
  rt_sb_puts(g->out, ");\n");
}

static void barrier(Gen *g, const KirInst *in) {
  static const char *const names[4] = {"__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or"};
  if (in->sub == 0) line(g, "__syncthreads();");
  else line(g, "r%d = %s(r%d);", in->d, names[in->sub], in->a);
}

static void fence(Gen *g, const KirInst *in) {
  static const char *const names[KF_COUNT] = {
#define X(name, py, c) c,
      KIR_FENCES(X)
#undef X
  };
  line(g, "%s();", names[in->sub]);
}

/* printf with one conversion per operand; string constants go into the format, escaped. */
static void print(Gen *g, const KirInst *in) {
  const KirFunc *f = g->f;
  StrBuf *out = g->out;
  indent(g);
  rt_sb_puts(out, "printf(\"");
  for (int k = 0; k < in->nargs; k++) {
    const KirPrintArg *pa = &f->args[in->args + k];
    if (k) rt_sb_putc(out, ' ');
    if (pa->reg >= 0) {
      DType t = R(g, pa->reg);
      char kind = rt_dtypes[t].kind;
      rt_sb_puts(out, t == DT_BOOL ? "%s" : t == DT_FLOAT32 ? "%.9g" : kind == 'f' ? "%.17g" : kind == 'u' ? "%llu" : "%lld");
      continue;
    }
    for (const char *s = pa->str; *s; s++) {
      unsigned char ch = (unsigned char)*s;
      if (ch == '%') rt_sb_puts(out, "%%");
      else if (ch == '"' || ch == '\\') rt_sb_putc(out, '\\'), rt_sb_putc(out, (char)ch);
      else if (ch < 32 || ch >= 127) rt_sb_printf(out, "\\%03o", ch);
      else rt_sb_putc(out, (char)ch);
    }
  }
  rt_sb_puts(out, "\\n\"");
  for (int k = 0; k < in->nargs; k++) {
    const KirPrintArg *pa = &f->args[in->args + k];
    if (pa->reg < 0) continue;
    DType t = R(g, pa->reg);
    char kind = rt_dtypes[t].kind;
    if (t == DT_BOOL) rt_sb_printf(out, ", r%d ? \"True\" : \"False\"", pa->reg);
    else if (kind == 'f') rt_sb_printf(out, ", (double)r%d", pa->reg);
    else rt_sb_printf(out, ", (%s)r%d", kind == 'u' ? "unsigned long long" : "long long", pa->reg);
  }
  rt_sb_puts(out, ");\n");
}

/* ---- control flow ---- */

/* Marks the LOOP/CALLBEGIN regions that a CONTINUE/RETURN jumps out of, so that only labels
 * something jumps to are emitted. */
static void scan_labels(Gen *g) {
  int loops[64], calls[64], nl = 0, nc = 0;
  for (int pc = 0; pc < g->f->ncode; pc++) {
    const KirInst *in = &g->f->code[pc];
    if (in->op == KIR_LOOP && nl < 64) loops[nl++] = pc;
    else if (in->op == KIR_ENDLOOP && nl) nl--;
    else if (in->op == KIR_CALLBEGIN && nc < 64) calls[nc++] = pc;
    else if (in->op == KIR_CALLEND && nc) nc--;
    else if (in->op == KIR_CONTINUE && nl) g->used_label[loops[nl - 1]] = true;
    else if (in->op == KIR_RETURN && nc) g->used_label[calls[nc - 1]] = true;
  }
}

static void region(Gen *g, int pc, const KirInst *in) {
  switch (in->op) {
  case KIR_IF: line(g, "if (r%d) {", in->a); g->depth++; break;
  case KIR_ELSE: g->depth--; line(g, "} else {"); g->depth++; break;
  case KIR_ENDIF: g->depth--; line(g, "}"); break;
  case KIR_LOOP:
    if (g->nloops == 64) rt_raise(RT_EXC_NotImplementedError, "loops nested too deeply for the GPU backend");
    g->loops[g->nloops++] = pc;
    line(g, "for (;;) {");
    g->depth++;
    break;
  case KIR_LOOPCOND: line(g, "if (!r%d) break;", in->a); break;
  case KIR_LATCH:
    if (g->used_label[g->loops[g->nloops - 1]]) line(g, "latch%d:;", g->loops[g->nloops - 1]);
    break;
  case KIR_ENDLOOP: g->nloops--; g->depth--; line(g, "}"); break;
  case KIR_BREAK: line(g, "break;"); break;
  case KIR_CONTINUE: line(g, "goto latch%d;", g->loops[g->nloops - 1]); break;
  case KIR_CALLBEGIN:
    if (g->ncalls == 64) rt_raise(RT_EXC_NotImplementedError, "calls nested too deeply for the GPU backend");
    g->calls[g->ncalls++] = pc;
    line(g, "{ // inlined device function");
    g->depth++;
    break;
  case KIR_CALLEND:
    g->ncalls--;
    if (g->used_label[g->calls[g->ncalls]]) line(g, "ret%d:;", g->calls[g->ncalls]);
    g->depth--;
    line(g, "}");
    break;
  default: /* RETURN */
    if (!g->ncalls) { line(g, "%s", g->ret_stmt); break; }
    if (in->a >= 0 && in->d >= 0) line(g, "r%d = r%d;", in->d, in->a);
    line(g, "goto ret%d;", g->calls[g->ncalls - 1]);
    break;
  }
}

static void inst(Gen *g, int pc) {
  const KirInst *in = &g->f->code[pc];
  bool closing = in->op == KIR_ELSE || in->op == KIR_ENDIF || in->op == KIR_LATCH || in->op == KIR_ENDLOOP ||
                 in->op == KIR_CALLEND;
  if (!closing) source_comment(g, in->span);
  if (device_checks && (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_ATOMIC)) bounds_check(g, in);
  switch ((KirOp)in->op) {
  case KIR_CONST:
    indent(g);
    rt_sb_printf(g->out, "r%d = ", in->d);
    if (is_float(R(g, in->d))) put_float(g->out, R(g, in->d), in->imm.f);
    else put_int(g->out, R(g, in->d), in->imm.i);
    rt_sb_puts(g->out, ";\n");
    break;
  case KIR_MOV: line(g, "r%d = r%d;", in->d, in->a); break;
  case KIR_CHECKIDX: view_index(g, in); break;
  case KIR_CAST: cast(g, in); break;
  case KIR_BIN: binop(g, in); break;
  case KIR_UN: unop(g, in); break;
  case KIR_MATH: math(g, in); break;
  case KIR_SELECT: line(g, "r%d = r%d ? r%d : r%d;", in->d, in->a, in->b, in->c); break;
  case KIR_SREG: sreg(g, in); break;
  case KIR_SHAPE: shape(g, in); break;
  case KIR_LOAD: indent(g); rt_sb_printf(g->out, "r%d = ", in->d); put_elem(g, in); rt_sb_puts(g->out, ";\n"); break;
  case KIR_STORE: indent(g); put_elem(g, in); rt_sb_printf(g->out, " = r%d;\n", in->a); break;
  case KIR_ATOMIC: atomic(g, in); break;
  case KIR_RANDOM: rt_raise(RT_EXC_NotImplementedError, "random.random() has no GPU translation");
  case KIR_BARRIER: barrier(g, in); break;
  case KIR_SYNCWARP: line(g, "__syncwarp(r%d);", in->a); break;
  case KIR_FENCE: fence(g, in); break;
  case KIR_WARP: warp(g, in); break;
  case KIR_BITS: bits(g, in); break;
  case KIR_PRINT: print(g, in); break;
  default: region(g, pc, in); break;
  }
}

/* ---- the translation unit ---- */

static void const_arrays(Gen *g) {
  const KirFunc *f = g->f;
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind != KIR_SLOT_CONST) continue;
    int size = rt_dtypes[s->dtype].itemsize;
    rt_sb_printf(g->out, "/* cuda.const.array_like '%s': %s[%lld], as bit patterns */\n", s->name ? s->name : "?",
                 rt_dtypes[s->dtype].name, (long long)s->size);
    rt_sb_printf(g->out, "__constant__ %s wf_const%d[%lld] = {", word_type(size), k, (long long)(s->size ? s->size : 1));
    for (int64_t i = 0; i < s->size; i++) {
      uint64_t bits = 0;
      memcpy(&bits, (const char *)s->cdata + i * size, (size_t)size);
      rt_sb_printf(g->out, "%s0x%llx%s", i % 8 ? " " : "\n  ", (unsigned long long)bits, size == 8 ? "ull," : "u,");
    }
    if (!s->size) rt_sb_puts(g->out, "0");
    rt_sb_puts(g->out, "\n};\n");
  }
}

static void signature(Gen *g, const char *name) {
  const KirFunc *f = g->f;
  rt_sb_printf(g->out, "extern \"C\" __global__ void %s(", name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(g->out, "WeftArray p%d, ", k);
    else rt_sb_printf(g->out, "%s p%d, ", ctype[t->dtype], k);
  }
  rt_sb_puts(g->out, "long long weft_dyn_shared_bytes) {\n");
}

static void declarations(Gen *g) {
  const KirFunc *f = g->f;
  for (int t = 0; t < DT_COUNT; t++) {
    bool any = false;
    for (int r = 0; r < f->nregs; r++) {
      if (f->regs[r] != (DType)t) continue;
      if (any) rt_sb_printf(g->out, ", r%d", r);
      else rt_sb_printf(g->out, "  %s r%d", ctype[t], r);
      any = true;
    }
    if (any) rt_sb_puts(g->out, ";\n");
  }
  bool dyn = false;
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    const char *T = ctype[s->dtype];
    if (s->kind == KIR_SLOT_SHARED && s->size == 0) {
      if (!dyn) rt_sb_puts(g->out, "  extern __shared__ __align__(16) unsigned char weft_dyn_shared[];\n");
      dyn = true;
      rt_sb_printf(g->out, "  %s *sh%d = (%s *)weft_dyn_shared; // '%s', dynamic\n", T, k, T, s->name ? s->name : "?");
    } else if (s->kind == KIR_SLOT_SHARED) {
      rt_sb_printf(g->out, "  __shared__ %s sh%d[%lld]; // '%s'\n", T, k, (long long)s->size, s->name ? s->name : "?");
    } else if (s->kind == KIR_SLOT_LOCAL) {
      /* zeroed like the simulator's per-lane copies, so a read before a write agrees too */
      rt_sb_printf(g->out, "  %s loc%d[%lld] = {}; // '%s'\n", T, k, (long long)s->size, s->name ? s->name : "?");
    }
  }
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->sig.args[k].kind != KIR_TY_ARRAY && f->params[k] >= 0) rt_sb_printf(g->out, "  r%d = p%d;\n", f->params[k], k);
}

static void gen_init(Gen *g, const KirFunc *f, StrBuf *out) {
  memset(g, 0, sizeof *g);
  g->f = f;
  g->out = out;
  g->used_label = rt_calloc((size_t)(f->ncode ? f->ncode : 1), sizeof(bool));
  snprintf(g->ret_stmt, sizeof g->ret_stmt, "return;");
  scan_labels(g);
}

void gpu_codegen(const KirFunc *f, StrBuf *out) {
  if (f->target != KIR_TARGET_KERNEL)
    rt_raise(RT_EXC_NotImplementedError, "only @cuda.jit kernels have a GPU translation");
  char name[256];
  gpu_kernel_name(f, name, sizeof name);
  Gen g;
  gen_init(&g, f, out);
  rt_sb_puts(out, gpu_prelude);
  rt_sb_printf(out, "/* kernel '%s' from %s, specialised as %s */\n", f->name, f->file ? f->file : "?", name);
  const_arrays(&g);
  signature(&g, name);
  declarations(&g);
  for (int pc = 0; pc < f->ncode; pc++) inst(&g, pc);
  rt_sb_puts(out, "}\n");
  free(g.used_label);
}

/* A ufunc core (KIR_TARGET_DEVICE) as `static __device__ RET name(params)`: parameters as a
 * kernel's (arrays as WeftArray, scalars by value), no dynamic shared size (Numba launches ufunc
 * kernels without dynamic shared memory, so such an array has no elements); the value returned is
 * the core's first return register, as the simulator stores it (void for a guvectorize core).
 * Its constant arrays come first. */
void gpu_codegen_device(const KirFunc *f, const char *name, StrBuf *out) {
  Gen g;
  gen_init(&g, f, out);
  bool value = f->ret >= 0;
  if (value) snprintf(g.ret_stmt, sizeof g.ret_stmt, "return r%d;", f->ret);
  const_arrays(&g);
  rt_sb_printf(out, "static __device__ %s %s(", value ? ctype[f->regs[f->ret]] : "void", name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(out, "%sWeftArray p%d", k ? ", " : "", k);
    else rt_sb_printf(out, "%s%s p%d", k ? ", " : "", ctype[t->dtype], k);
  }
  rt_sb_puts(out, ") {\n");
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_SHARED && f->slots[k].size == 0) {
      rt_sb_puts(out, "  const long long weft_dyn_shared_bytes = 0; // ufunc kernels have no dynamic shared memory\n");
      break;
    }
  declarations(&g);
  for (int pc = 0; pc < f->ncode; pc++) inst(&g, pc);
  bool returned = f->ncode && f->code[f->ncode - 1].op == KIR_RETURN;
  if (value && !returned) line(&g, "%s", g.ret_stmt); /* every path returned inside a region */
  rt_sb_puts(out, "}\n");
  free(g.used_label);
}

const char *gpu_ctype(DType t) { return ctype[t]; }

/* ---- names ---- */

static const char *dtype_code(DType t) {
  static const char *const codes[DT_COUNT] = {
      [DT_BOOL] = "b1", [DT_INT8] = "i1", [DT_INT16] = "i2", [DT_INT32] = "i4", [DT_INT64] = "i8",
      [DT_UINT8] = "u1", [DT_UINT16] = "u2", [DT_UINT32] = "u4", [DT_UINT64] = "u8",
      [DT_FLOAT32] = "f4", [DT_FLOAT64] = "f8"};
  return codes[t];
}

const char *gpu_kernel_name(const KirFunc *f, char *buf, size_t n) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (const char *p = f->name; *p; p++)
    rt_sb_putc(&sb, ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')) ? *p : '_');
  rt_sb_puts(&sb, "_");
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(&sb, "_a%d%c%s", t->ndim, t->layout == 'C' ? 'C' : 'A', dtype_code(t->dtype));
    else rt_sb_printf(&sb, "_%s", dtype_code(t->dtype));
  }
  snprintf(buf, n, "%s", sb.data);
  rt_sb_free(&sb);
  return buf;
}
