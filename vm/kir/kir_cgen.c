/* kir_cgen.c — the C text every C-emitting engine writes alike (kir_cgen.h): registers,
 * constants, moves, arithmetic, casts, selects, shapes, unchecked array elements and the
 * structured control flow. A dialect's hook sees each instruction first. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "kir_cgen.h"

/* C types by dtype, in RT_DTYPES order. */
static const char *const ctype[DT_COUNT] = {
    [DT_BOOL] = "bool", [DT_INT8] = "signed char", [DT_INT16] = "short", [DT_INT32] = "int",
    [DT_INT64] = "long long", [DT_UINT8] = "unsigned char", [DT_UINT16] = "unsigned short",
    [DT_UINT32] = "unsigned int", [DT_UINT64] = "unsigned long long", [DT_FLOAT32] = "float",
    [DT_FLOAT64] = "double"};

const char *kir_cgen_ctype(DType t) { return ctype[t]; }

const char *kir_cgen_word_type(int size) {
  return size == 1 ? "unsigned char" : size == 2 ? "unsigned short" : size == 4 ? "unsigned int" : "unsigned long long";
}

static bool is_float(DType t) { return rt_dtypes[t].kind == 'f'; }
static DType R(const KirCGen *g, int reg) { return g->f->regs[reg]; }

void kir_cgen_indent(KirCGen *g) {
  for (int k = 0; k < g->depth + 1; k++) rt_sb_puts(g->out, "  ");
}

void kir_cgen_line(KirCGen *g, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  kir_cgen_indent(g);
  rt_sb_vprintf(g->out, fmt, ap);
  va_end(ap);
  rt_sb_putc(g->out, '\n');
}

void kir_cgen_source_comment(KirCGen *g, Span span) {
  if (span.line <= 0 || span.line == g->line || !g->f->src) return;
  g->line = span.line;
  const char *p = g->f->src;
  for (int n = 1; n < span.line && *p; p++)
    if (*p == '\n') n++;
  while (*p == ' ' || *p == '\t') p++;
  size_t len = strcspn(p, "\r\n");
  /* a trailing backslash would continue the // comment onto the next generated line */
  while (len && (p[len - 1] == '\\' || p[len - 1] == ' ' || p[len - 1] == '\t')) len--;
  kir_cgen_indent(g);
  rt_sb_printf(g->out, "// %s:%d: ", g->f->file ? g->f->file : "?", span.line);
  rt_sb_putn(g->out, p, len);
  rt_sb_putc(g->out, '\n');
}

/* ---- constants: exact spellings (round-trip decimal; bit patterns for non-finite values) ---- */

void kir_cgen_put_float(StrBuf *out, DType t, double v) {
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

void kir_cgen_put_int(StrBuf *out, DType t, int64_t v) {
  if (t == DT_BOOL) rt_sb_puts(out, v ? "true" : "false");
  else if (t == DT_UINT64) rt_sb_printf(out, "%lluull", (unsigned long long)v);
  else if (t == DT_INT64 && v == INT64_MIN) rt_sb_puts(out, "(-9223372036854775807ll - 1)");
  else if (t == DT_INT64) rt_sb_printf(out, "%lldll", (long long)v);
  else if (rt_dtypes[t].kind == 'u') rt_sb_printf(out, "%lluu", (unsigned long long)v);
  else if (v == INT32_MIN) rt_sb_puts(out, "(-2147483647 - 1)");
  else rt_sb_printf(out, "%lld", (long long)v);
}

/* ---- array elements ---- */

const char *kir_cgen_desc(const KirSlot *s) { return s->kind == KIR_SLOT_HEAP ? "h" : "p"; }

void kir_cgen_put_extent(KirCGen *g, const KirSlot *s, int k) {
  if (kir_slot_has_desc(s->kind)) rt_sb_printf(g->out, "%s%d.shape[%d]", kir_cgen_desc(s), s->param, k);
  else if (s->kind == KIR_SLOT_SHARED && s->size == 0)
    rt_sb_printf(g->out, "(%s / %d)", g->dyn_shared, rt_dtypes[s->dtype].itemsize);
  else rt_sb_printf(g->out, "%lldll", (long long)s->shape[k]);
}

void kir_cgen_put_index(KirCGen *g, const KirInst *in, int k) {
  rt_sb_printf(g->out, "WF_IX(r%d, ", in->idx[k]);
  kir_cgen_put_extent(g, &g->f->slots[in->arr], k);
  rt_sb_putc(g->out, ')');
}

void kir_cgen_put_elem(KirCGen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  const char *T = ctype[s->dtype];
  StrBuf *out = g->out;
  if (kir_slot_has_desc(s->kind)) {
    rt_sb_printf(out, "WF_ELEM(%s, %s%d, ", T, kir_cgen_desc(s), s->param);
    if (s->ndim == 0) rt_sb_puts(out, "0");
    for (int k = 0; k < s->ndim; k++) {
      if (k) rt_sb_puts(out, " + ");
      kir_cgen_put_index(g, in, k);
      rt_sb_printf(out, " * %s%d.strides[%d]", kir_cgen_desc(s), s->param, k);
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
    kir_cgen_put_index(g, in, k);
  }
  rt_sb_putc(out, ']');
}

static void shape(KirCGen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  kir_cgen_indent(g);
  if (kir_slot_has_desc(s->kind))
    rt_sb_printf(g->out, "r%d = %s%d.%s[%d];\n", in->d, kir_cgen_desc(s), s->param, in->sub ? "strides" : "shape",
                 (int)in->imm.i);
  else if (s->kind == KIR_SLOT_SHARED && s->size == 0)
    rt_sb_printf(g->out, "r%d = %s / %d;\n", in->d, g->dyn_shared, rt_dtypes[s->dtype].itemsize);
  else rt_sb_printf(g->out, "r%d = %lldll;\n", in->d, (long long)s->shape[in->imm.i]);
}

/* ---- arithmetic ---- */

static const char *const bin_c[KB_COUNT] = {
    [KB_ADD] = "+", [KB_SUB] = "-", [KB_MUL] = "*", [KB_DIV] = "/", [KB_AND] = "&", [KB_OR] = "|",
    [KB_XOR] = "^", [KB_LT] = "<", [KB_LE] = "<=", [KB_GT] = ">", [KB_GE] = ">=", [KB_EQ] = "==", [KB_NE] = "!="};
static const char *const bin_helper[KB_COUNT] = {
    [KB_ADD] = "wf_add", [KB_SUB] = "wf_sub", [KB_MUL] = "wf_mul", [KB_DIV] = "wf_div",
    [KB_FLOORDIV] = "wf_floordiv", [KB_MOD] = "wf_mod", [KB_POW] = "wf_pow", [KB_SHL] = "wf_shl", [KB_SHR] = "wf_shr"};

static void binop(KirCGen *g, const KirInst *in) {
  DType t = R(g, in->a);
  int d = in->d, a = in->a, b = in->b;
  int op = in->sub;
  bool plain = op >= KB_LT || op == KB_AND || op == KB_OR || op == KB_XOR ||
               (is_float(t) && (op == KB_ADD || op == KB_SUB || op == KB_MUL || op == KB_DIV));
  if (op == KB_MIN) kir_cgen_line(g, "r%d = r%d < r%d ? r%d : r%d;", d, b, a, b, a);
  else if (op == KB_MAX) kir_cgen_line(g, "r%d = r%d > r%d ? r%d : r%d;", d, b, a, b, a);
  else if (t == DT_BOOL && (op == KB_AND || op == KB_OR || op == KB_XOR))
    kir_cgen_line(g, "r%d = r%d %s r%d;", d, a, op == KB_AND ? "&&" : op == KB_OR ? "||" : "!=", b);
  else if (is_float(t) && (op == KB_AND || op == KB_OR || op == KB_XOR || op == KB_SHL || op == KB_SHR))
    kir_cgen_line(g, "r%d = r%d; // the simulator's meaning of a bitwise operator on floats", d, a);
  else if (plain) kir_cgen_line(g, "r%d = r%d %s r%d;", d, a, bin_c[op], b);
  else kir_cgen_line(g, "r%d = %s(r%d, r%d);", d, bin_helper[op], a, b);
}

static void unop(KirCGen *g, const KirInst *in) {
  DType t = R(g, in->a);
  int d = in->d, a = in->a;
  switch (in->sub) {
  case KU_NOT: kir_cgen_line(g, "r%d = !r%d;", d, a); break;
  case KU_NEG:
    if (is_float(t)) kir_cgen_line(g, "r%d = -r%d;", d, a);
    else kir_cgen_line(g, "r%d = wf_neg(r%d);", d, a);
    break;
  case KU_ABS:
    if (is_float(t)) kir_cgen_line(g, "r%d = %s(r%d);", d, t == DT_FLOAT32 ? "fabsf" : "fabs", a);
    else kir_cgen_line(g, "r%d = wf_abs(r%d);", d, a);
    break;
  default: /* INVERT */
    if (is_float(t)) kir_cgen_line(g, "r%d = r%d;", d, a);
    else kir_cgen_line(g, "r%d = (%s)~r%d;", d, ctype[R(g, d)], a);
    break;
  }
}

static void cast(KirCGen *g, const KirInst *in) {
  DType to = R(g, in->d);
  if (to == DT_BOOL) kir_cgen_line(g, "r%d = r%d != 0;", in->d, in->a);
  else kir_cgen_line(g, "r%d = (%s)r%d;", in->d, ctype[to], in->a);
}

/* ---- control flow ---- */

/* Marks the LOOP/CALLBEGIN regions that a CONTINUE/RETURN jumps out of, so that only labels
 * something jumps to are emitted. */
static void scan_labels(KirCGen *g) {
  int loops[KIR_CGEN_NEST], calls[KIR_CGEN_NEST], nl = 0, nc = 0;
  for (int pc = 0; pc < g->f->ncode; pc++) {
    const KirInst *in = &g->f->code[pc];
    if (in->op == KIR_LOOP && nl < KIR_CGEN_NEST) loops[nl++] = pc;
    else if (in->op == KIR_ENDLOOP && nl) nl--;
    else if (in->op == KIR_CALLBEGIN && nc < KIR_CGEN_NEST) calls[nc++] = pc;
    else if (in->op == KIR_CALLEND && nc) nc--;
    else if (in->op == KIR_CONTINUE && nl) g->used_label[loops[nl - 1]] = true;
    else if (in->op == KIR_RETURN && nc) g->used_label[calls[nc - 1]] = true;
  }
}

static void region(KirCGen *g, int pc, const KirInst *in) {
  switch (in->op) {
  case KIR_IF: kir_cgen_line(g, "if (r%d) {", in->a); g->depth++; break;
  case KIR_ELSE: g->depth--; kir_cgen_line(g, "} else {"); g->depth++; break;
  case KIR_ENDIF: g->depth--; kir_cgen_line(g, "}"); break;
  case KIR_LOOP:
    if (g->nloops == KIR_CGEN_NEST) rt_raise(RT_EXC_NotImplementedError, "loops nested too deeply for %s", g->who);
    g->loops[g->nloops++] = pc;
    kir_cgen_line(g, "for (;;) {");
    g->depth++;
    break;
  case KIR_LOOPCOND: kir_cgen_line(g, "if (!r%d) break;", in->a); break;
  case KIR_LATCH:
    if (g->used_label[g->loops[g->nloops - 1]]) kir_cgen_line(g, "latch%d:;", g->loops[g->nloops - 1]);
    break;
  case KIR_ENDLOOP: g->nloops--; g->depth--; kir_cgen_line(g, "}"); break;
  case KIR_BREAK: kir_cgen_line(g, "break;"); break;
  case KIR_CONTINUE: kir_cgen_line(g, "goto latch%d;", g->loops[g->nloops - 1]); break;
  case KIR_CALLBEGIN:
    if (g->ncalls == KIR_CGEN_NEST) rt_raise(RT_EXC_NotImplementedError, "calls nested too deeply for %s", g->who);
    g->calls[g->ncalls++] = pc;
    kir_cgen_line(g, "{ // inlined device function");
    g->depth++;
    break;
  case KIR_CALLEND:
    g->ncalls--;
    if (g->used_label[g->calls[g->ncalls]]) kir_cgen_line(g, "ret%d:;", g->calls[g->ncalls]);
    g->depth--;
    kir_cgen_line(g, "}");
    break;
  case KIR_RETURN:
    if (!g->ncalls) {
      kir_cgen_line(g, "%s", g->ret_stmt);
      break;
    }
    if (in->a >= 0 && in->d >= 0) kir_cgen_line(g, "r%d = r%d;", in->d, in->a);
    kir_cgen_line(g, "goto ret%d;", g->calls[g->ncalls - 1]);
    break;
  default:
    rt_raise(RT_EXC_NotImplementedError, "KIR instruction %s has no translation in %s", kir_op_names[in->op], g->who);
  }
}

static void inst(KirCGen *g, int pc) {
  const KirInst *in = &g->f->code[pc];
  bool closing = in->op == KIR_ELSE || in->op == KIR_ENDIF || in->op == KIR_LATCH || in->op == KIR_ENDLOOP ||
                 in->op == KIR_CALLEND;
  if (!closing) kir_cgen_source_comment(g, in->span);
  if (g->hook && g->hook(g, pc, in)) return;
  switch ((KirOp)in->op) {
  case KIR_CONST:
    kir_cgen_indent(g);
    rt_sb_printf(g->out, "r%d = ", in->d);
    if (is_float(R(g, in->d))) kir_cgen_put_float(g->out, R(g, in->d), in->imm.f);
    else kir_cgen_put_int(g->out, R(g, in->d), in->imm.i);
    rt_sb_puts(g->out, ";\n");
    break;
  case KIR_MOV: kir_cgen_line(g, "r%d = r%d;", in->d, in->a); break;
  case KIR_CAST: cast(g, in); break;
  case KIR_BIN: binop(g, in); break;
  case KIR_UN: unop(g, in); break;
  case KIR_SELECT: kir_cgen_line(g, "r%d = r%d ? r%d : r%d;", in->d, in->a, in->b, in->c); break;
  case KIR_SHAPE: shape(g, in); break;
  case KIR_LOAD:
    kir_cgen_indent(g);
    rt_sb_printf(g->out, "r%d = ", in->d);
    kir_cgen_put_elem(g, in);
    rt_sb_puts(g->out, ";\n");
    break;
  case KIR_STORE:
    kir_cgen_indent(g);
    kir_cgen_put_elem(g, in);
    rt_sb_printf(g->out, " = r%d;\n", in->a);
    break;
  default: region(g, pc, in); break;
  }
}

void kir_cgen_body(KirCGen *g) { kir_cgen_range(g, 0, g->f->ncode); }

void kir_cgen_range(KirCGen *g, int from, int to) {
  for (int pc = from; pc < to; pc++) {
    g->resume = -1;
    inst(g, pc);
    if (g->resume > pc) pc = g->resume - 1;
  }
}

void kir_cgen_registers(KirCGen *g, bool zeroed) {
  const KirFunc *f = g->f;
  for (int t = 0; t < DT_COUNT; t++) {
    bool any = false;
    for (int r = 0; r < f->nregs; r++) {
      if (f->regs[r] != (DType)t) continue;
      if (any) rt_sb_printf(g->out, ", r%d", r);
      else rt_sb_printf(g->out, "  %s r%d", ctype[t], r);
      if (zeroed) rt_sb_puts(g->out, " = 0");
      any = true;
    }
    if (any) rt_sb_puts(g->out, ";\n");
  }
}

void kir_cgen_params(KirCGen *g) {
  const KirFunc *f = g->f;
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->sig.args[k].kind != KIR_TY_ARRAY && f->params[k] >= 0) rt_sb_printf(g->out, "  r%d = p%d;\n", f->params[k], k);
}

void kir_cgen_init(KirCGen *g, const KirFunc *f, StrBuf *out, KirCGenHook hook, const char *who) {
  memset(g, 0, sizeof *g);
  g->f = f;
  g->out = out;
  g->hook = hook;
  g->who = who;
  g->dyn_shared = "weft_dyn_shared_bytes";
  g->used_label = rt_calloc((size_t)(f->ncode ? f->ncode : 1), sizeof(bool));
  snprintf(g->ret_stmt, sizeof g->ret_stmt, "return;");
  scan_labels(g);
}

void kir_cgen_free(KirCGen *g) {
  free(g->used_label);
  g->used_label = NULL;
}

/* ---- names ---- */

static const char *dtype_code(DType t) {
  static const char *const codes[DT_COUNT] = {
      [DT_BOOL] = "b1", [DT_INT8] = "i1", [DT_INT16] = "i2", [DT_INT32] = "i4", [DT_INT64] = "i8",
      [DT_UINT8] = "u1", [DT_UINT16] = "u2", [DT_UINT32] = "u4", [DT_UINT64] = "u8",
      [DT_FLOAT32] = "f4", [DT_FLOAT64] = "f8"};
  return codes[t];
}

const char *kir_cgen_name(const KirFunc *f, char *buf, size_t n) {
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
