/* kir_typer_print.c — print() in a kernel, with f-strings, %-formatting, tuples, sep= and end=:
 * print(f"i={i} x={x:.3f}") prints what Numba's simulator prints (Python formats each field of a
 * NumPy scalar), so each literal piece and field becomes a print operand glued to the one before
 * (KirPrintArg.glue: no space), and a field's format spec becomes a printf conversion
 * (KirPrintArg.fmt) where printf writes what Python's format() writes: [<|>][+| ][0][width]
 * [.precision][d|f|F|e|E|g|G] of numbers. Other specs are compile errors naming the spec. */
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "../base/error.h"
#include "kir_typer.h"

/* The spec's text when it is a constant (no nested fields); NULL when there is none. */
static const char *spec_text(Typer *T, const Expr *spec, char *buf, size_t n, Span span) {
  if (!spec) return NULL;
  size_t len = 0;
  const Expr *const *parts = spec->kind == EX_FSTRING ? (const Expr *const *)spec->as.fstring.parts : &spec;
  int nparts = spec->kind == EX_FSTRING ? spec->as.fstring.n : 1;
  for (int k = 0; k < nparts; k++) {
    if (parts[k]->kind != EX_STR) kir_type_error(T, span, "a format spec in a kernel's f-string must be constant");
    if (len + (size_t)parts[k]->as.str.len + 1 > n) kir_type_error(T, span, "this format spec is too long for a kernel");
    memcpy(buf + len, parts[k]->as.str.s, (size_t)parts[k]->as.str.len);
    len += (size_t)parts[k]->as.str.len;
  }
  buf[len] = 0;
  return buf;
}

/* Python's format spec of a number as a printf conversion ("%-5lld", "%8.2e"), or NULL for the
 * value's own text (an empty spec). A float without a type keeps its repr, padded ("%8s"; "%8D":
 * the float64 repr of a float32). */
static char *spec_conversion(Typer *T, const char *spec, DType dt, bool conv, Span span, char *out, size_t n) {
  /* format(np.float32(x), spec) formats float(x): a float32 field shows its float64 repr
   * ('0.10000000149011612'), where print() and !r/!s show the float32's ('0.1') */
  bool wide = dt == DT_FLOAT32 && !conv;
  if (!spec || !*spec) return wide ? strcpy(out, "%D") : NULL;
  const char *p = spec;
  char align = 0, sign = 0, zero = 0, type = 0;
  int width = -1, prec = -1;
  if (*p == '<' || *p == '>') align = *p++;
  if (*p == '+' || *p == ' ' || *p == '-') sign = *p++;
  if (*p == '0') zero = *p++;
  if (*p >= '0' && *p <= '9') {
    width = 0;
    while (*p >= '0' && *p <= '9' && width < 1000) width = width * 10 + (*p++ - '0');
  }
  if (*p == '.') {
    p++;
    if (!(*p >= '0' && *p <= '9')) kir_type_error(T, span, "format spec '%s' in a kernel's f-string: a precision needs digits", spec);
    prec = 0;
    while (*p >= '0' && *p <= '9' && prec < 1000) prec = prec * 10 + (*p++ - '0');
  }
  if (*p && strchr("dfFeEgG", *p)) type = *p++;
  if (*p || width > 64 || prec > 64)
    kir_type_error(T, span, "format spec '%s' is not supported in a kernel's f-string (supported: [<|>][+| ][0][width][.precision][d|f|e|g])", spec);
  bool is_int = rt_dtypes[dt].kind == 'i' || rt_dtypes[dt].kind == 'u';
  if (dt == DT_BOOL && !conv) kir_type_error(T, span, "format spec '%s' of a bool in a kernel's f-string is not supported", spec);
  bool repr = conv || (!type && !is_int);
  if (repr && (type || sign || zero || prec >= 0))
    kir_type_error(T, span, "format spec '%s' in a kernel's f-string: only a width and alignment apply to this value", spec);
  if (type == 'd' && !is_int) kir_type_error(T, span, "Unknown format code 'd' for object of type 'float'");
  if (is_int && !type && prec >= 0) kir_type_error(T, span, "Precision not allowed in integer format specifier");
  if (is_int && type == 'd' && prec >= 0) kir_type_error(T, span, "Precision not allowed in integer format specifier");
  char flags[4] = {0}, *fl = flags;
  /* numbers align right, the text of a !r or !s conversion left, as Python's format() */
  if (align == '<' || (conv && align != '>')) *fl++ = '-';
  if (sign == '+' || sign == ' ') *fl++ = sign;
  if (zero && align != '<') *fl++ = '0';
  char w[8] = "", pr[8] = "";
  if (width >= 0) snprintf(w, sizeof w, "%d", width);
  if (prec >= 0) snprintf(pr, sizeof pr, ".%d", prec);
  char type_text[2] = {type, 0};
  const char *conv_text = repr ? (wide ? "D" : "s") : !type || type == 'd' ? (rt_dtypes[dt].kind == 'u' ? "llu" : "lld") : type_text;
  snprintf(out, n, "%%%s%s%s%s", flags, w, pr, conv_text);
  return out;
}

/* One replacement field: its value's register and, with a spec, its conversion. */
static void field(Typer *T, const Expr *f, bool glue) {
  Span span = f->span;
  int reg = kir_to_reg(T, kir_ae_force(T, kir_expr_lazy(T, f->as.formatted.value), span), span);
  char buf[80], conv[40];
  const char *spec = spec_text(T, f->as.formatted.spec, buf, sizeof buf, span);
  const char *fmt = spec_conversion(T, spec, T->f->regs[reg], f->as.formatted.conv != 0, span, conv, sizeof conv);
  int k = kir_add_print_arg(T->f, reg, NULL);
  T->f->args[k].glue = glue;
  T->f->args[k].fmt = fmt ? rt_strdup(fmt) : NULL;
}

/* 'text %5.2f and %d' % (x, i): Python's %-formatting of numbers, each conversion a printf one
 * (%d of a float truncates as int() does; %s and %r show the value's own text). */
static bool percent_text(const Expr *a) {
  return a->kind == EX_BINOP && a->as.binop.op == RT_OP_MOD && a->as.binop.left->kind == EX_STR;
}

static void percent_format(Typer *T, const Expr *a) {
  Span span = a->span;
  const char *s = a->as.binop.left->as.str.s, *end = s + a->as.binop.left->as.str.len;
  const Expr *right = a->as.binop.right;
  Expr *const *vals = right->kind == EX_TUPLE ? right->as.seq.items : (Expr *const *)&a->as.binop.right;
  int nvals = right->kind == EX_TUPLE ? right->as.seq.n : 1, used = 0;
  bool first = true;
  char text[256];
  size_t tn = 0;
  while (s < end || tn) {
    if (s < end && (*s != '%' || (s + 1 < end && s[1] == '%'))) {
      if (tn + 1 >= sizeof text) kir_type_error(T, span, "this format text is too long for a kernel");
      text[tn++] = *s;
      s += *s == '%' ? 2 : 1;
      continue;
    }
    if (tn) { /* the literal text before a conversion, or at the end */
      text[tn] = 0;
      kir_add_print_arg(T->f, -1, text);
      T->f->args[T->f->nargs - 1].glue = !first;
      first = false;
      tn = 0;
      continue;
    }
    const char *c = ++s;
    char flags[8] = "";
    size_t nf = 0;
    while (s < end && strchr("-+ 0", *s) && nf + 1 < sizeof flags) flags[nf++] = *s++;
    int width = -1, prec = -1;
    if (s < end && *s >= '0' && *s <= '9')
      for (width = 0; s < end && *s >= '0' && *s <= '9' && width < 1000; s++) width = width * 10 + (*s - '0');
    if (s < end && *s == '.')
      for (prec = 0, s++; s < end && *s >= '0' && *s <= '9' && prec < 1000; s++) prec = prec * 10 + (*s - '0');
    while (s < end && strchr("hlL", *s)) s++;
    char conv = s < end ? *s++ : 0;
    bool text_conv = conv == 's' || conv == 'r';
    if (!conv || !strchr("diufFeEgGsr", conv) || width > 64 || prec > 64 || (text_conv && (prec >= 0 || strpbrk(flags, "+ 0"))))
      kir_type_error(T, span, "the conversion '%%%.*s' is not supported in a kernel's print (supported: %%[-+ 0][width][.precision][d|i|u|f|e|g], %%[-][width][s|r])",
                     (int)(s - c), c);
    if (used == nvals) kir_type_error(T, span, "not enough arguments for format string");
    Expr *v = vals[used++];
    int reg = kir_to_reg(T, kir_ae_force(T, kir_expr_lazy(T, v), v->span), v->span);
    DType dt = T->f->regs[reg];
    bool is_float = rt_dtypes[dt].kind == 'f';
    if ((dt == DT_BOOL && !text_conv) || (is_float && strchr("diu", conv))) reg = kir_cast(T, reg, DT_INT64, span), dt = DT_INT64;
    char w[8] = "", pr[8] = "", fmt[40];
    if (width >= 0) snprintf(w, sizeof w, "%d", width);
    if (prec >= 0) snprintf(pr, sizeof pr, ".%d", prec);
    const char *ctext = text_conv ? "s" : strchr("diu", conv) ? (rt_dtypes[dt].kind == 'u' ? "llu" : "lld") : (char[2]){conv, 0};
    snprintf(fmt, sizeof fmt, "%%%s%s%s%s", flags, w, pr, ctext);
    int k = kir_add_print_arg(T->f, reg, NULL);
    T->f->args[k].glue = !first;
    T->f->args[k].fmt = rt_strdup(fmt);
    first = false;
  }
  if (first) kir_add_print_arg(T->f, -1, ""); /* '' % (): an empty operand */
  if (used < nvals) kir_type_error(T, span, "not all arguments converted during string formatting");
}

/* A constant string keyword (sep=, end=), or the default when none or None is given. */
static const char *text_kw(Typer *T, const Expr *e, const char *name, const char *dflt) {
  for (int k = 0; k < e->as.call.nkw; k++) {
    if (strcmp(e->as.call.kwnames[k], name)) continue;
    const Expr *v = e->as.call.kwvalues[k];
    if (v->kind == EX_NONE) return dflt;
    if (v->kind != EX_STR || memchr(v->as.str.s, 0, (size_t)v->as.str.len))
      kir_type_error(T, v->span, "print()'s %s= in a kernel must be a constant string", name);
    return v->as.str.s;
  }
  return dflt;
}

static void add_text(Typer *T, const char *s, size_t n, bool glue) {
  char *text = rt_malloc(n + 1);
  memcpy(text, s, n);
  text[n] = 0;
  int at = kir_add_print_arg(T->f, -1, text);
  free(text);
  T->f->args[at].glue = glue;
}

/* A tuple as Python prints it: '(3, 4)', '(3,)', items by their repr. */
static void tuple_text(Typer *T, TVal t, Span span) {
  add_text(T, "(", 1, false);
  for (int k = 0; k < t.n; k++) {
    if (k) add_text(T, ", ", 2, true);
    int at = T->f->nargs;
    if (t.items[k].kind == TV_TUPLE) tuple_text(T, t.items[k], span);
    else kir_add_print_arg(T->f, kir_to_reg(T, t.items[k], span), NULL);
    T->f->args[at].glue = true;
  }
  if (t.n == 1) add_text(T, ",", 1, true);
  add_text(T, ")", 1, true);
}

/* One argument's operands: an f-string's pieces, %-formatted text, a tuple, or a value. */
static void operand(Typer *T, Expr *a, Span span) {
  if (a->kind == EX_STARRED) kir_type_error(T, span, "*args is not supported in kernels");
  if (percent_text(a)) {
    percent_format(T, a);
    return;
  }
  if (a->kind != EX_FSTRING) {
    TVal v = kir_ae_force(T, kir_expr_lazy(T, a), span);
    if (v.kind == TV_STR) kir_add_print_arg(T->f, -1, v.str);
    else if (v.kind == TV_TUPLE) tuple_text(T, v, span);
    else kir_add_print_arg(T->f, kir_to_reg(T, v, span), NULL);
    return;
  }
  if (!a->as.fstring.n) kir_add_print_arg(T->f, -1, ""); /* f"": an empty operand */
  for (int j = 0; j < a->as.fstring.n; j++) {
    const Expr *part = a->as.fstring.parts[j];
    if (part->kind == EX_STR) add_text(T, part->as.str.s, (size_t)part->as.str.len, j > 0);
    else field(T, part, j > 0);
  }
}

void kir_print_call(Typer *T, Expr *e) {
  for (int k = 0; k < e->as.call.nkw; k++) {
    const char *name = e->as.call.kwnames[k];
    if (!name) kir_type_error(T, e->span, "**kwargs is not supported in kernels");
    if (strcmp(name, "sep") && strcmp(name, "end") && strcmp(name, "flush"))
      kir_type_error(T, e->span, "print() in a kernel takes sep=, end= and flush= only, not %s=", name);
  }
  const char *sep = text_kw(T, e, "sep", " "), *end = text_kw(T, e, "end", "\n");
  int first = T->f->nargs;
  for (int k = 0; k < e->as.call.nargs; k++) {
    if (k && strcmp(sep, " ")) add_text(T, sep, strlen(sep), true);
    int at = T->f->nargs;
    operand(T, e->as.call.args[k], e->span);
    T->f->args[at].glue = k > 0 && strcmp(sep, " ");
  }
  bool newline = !strcmp(end, "\n");
  if (!newline) add_text(T, end, strlen(end), T->f->nargs > first);
  KirInst *in = kir_emit(T->f, KIR_PRINT, e->span);
  in->args = first;
  in->nargs = T->f->nargs - first;
  in->sub = newline ? 0 : KIR_PRINT_END;
}
