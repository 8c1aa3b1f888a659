/* kir_typer_iter.c — what a counted loop walks besides a plain range, an array or a tuple:
 * enumerate(x, start=0) and zip(x, y, ...) over arrays (their first axis: items, or rows of a
 * 2-D array), tuples of numbers of one type, ranges, and each other, as Numba compiles them in
 * kernels, device functions and @jit code. kir_seq_open evaluates the iterables once, before
 * the loop, and gives the number of items (zip: the shortest); kir_seq_item makes item i. The
 * loop itself is kir_typer.c's (for_seq). */
#include <stdio.h>
#include <string.h>

#include "kir_typer.h"

/* The name of a builtin call (enumerate(...), zip(...)), or NULL. */
static const char *call_name(const Expr *e) {
  if (e->kind != EX_CALL || e->as.call.func->kind != EX_NAME) return NULL;
  return e->as.call.func->as.name.id;
}

bool kir_seq_call(const Expr *it) {
  const char *name = call_name(it);
  return name && (!strcmp(name, "enumerate") || !strcmp(name, "zip"));
}

/* A name no source variable can have, fresh for each iterable (zip(a, b) binds two). */
static const char *hidden_name(Typer *T, const char *what) {
  static _Thread_local unsigned serial;
  char name[48];
  snprintf(name, sizeof name, "$%s%d.%u", what, T->f->ncode, serial++);
  return vm_arena_strndup(T->arena, name, strlen(name));
}

static Expr *name_expr(Typer *T, const char *id, Span span) {
  Expr *e = vm_arena_alloc(T->arena, sizeof *e);
  *e = (Expr){.kind = EX_NAME, .span = span};
  e->as.name.id = id;
  return e;
}

/* range(start, stop, step): its item count, max(0, ceil((stop - start) / step)) for either sign of
 * step, from the bounds evaluated once. */
static int open_range(Typer *T, const Expr *it, KirSeq *s) {
  int n = it->as.call.nargs, b[3];
  if (n < 1 || n > 3 || it->as.call.nkw) kir_type_error(T, it->span, "range() takes 1 to 3 integer arguments");
  for (int k = 0; k < n; k++) {
    int r = kir_to_reg(T, kir_expr(T, it->as.call.args[k]), it->span);
    if (rt_dtypes[T->f->regs[r]].kind == 'f') kir_type_error(T, it->span, "range() arguments must be integers");
    b[k] = kir_cast(T, r, DT_INT64, it->span);
  }
  Span sp = it->span;
  int zero = kir_const_int(T, 0, DT_INT64, sp), one = kir_const_int(T, 1, DT_INT64, sp);
  s->kind = KSEQ_RANGE;
  s->start = n == 1 ? zero : b[0];
  s->step = n == 3 ? b[2] : one;
  int stop = n == 1 ? b[0] : b[1];
  int span_up = kir_binop(T, KB_SUB, kir_binop(T, KB_ADD, kir_binop(T, KB_SUB, stop, s->start, sp), s->step, sp), one, sp);
  int span_down = kir_binop(T, KB_ADD, kir_binop(T, KB_ADD, kir_binop(T, KB_SUB, stop, s->start, sp), s->step, sp), one, sp);
  int up = kir_cast(T, kir_binop(T, KB_GT, s->step, zero, sp), DT_INT64, sp);
  int down = kir_binop(T, KB_SUB, one, up, sp);
  /* (stop - start + step - 1) // step for a positive step, (stop - start + step + 1) // step for
   * a negative one: both are computed, the count of the step's own sign is kept */
  int count = kir_binop(T, KB_ADD, kir_binop(T, KB_MUL, up, kir_binop(T, KB_FLOORDIV, span_up, s->step, sp), sp),
                        kir_binop(T, KB_MUL, down, kir_binop(T, KB_FLOORDIV, span_down, s->step, sp), sp), sp);
  return kir_binop(T, KB_MAX, count, zero, sp);
}

/* An array (its first axis) or a tuple of numbers of one type. */
static int open_value(Typer *T, Expr *it, KirSeq *s) {
  TVal v = kir_expr(T, it);
  Span sp = it->span;
  if (v.kind == TV_TUPLE) {
    s->kind = KSEQ_TUPLE;
    s->slot = kir_tuple_slot(T, v, "$tuple", "a loop over a tuple", sp);
    return kir_const_int(T, v.n, DT_INT64, sp);
  }
  if (v.kind != TV_ARRAY && v.kind != TV_CPLXARR)
    kir_type_error(T, sp, "enumerate() and zip() in compiled code take arrays, tuples and ranges");
  TVal first = v.kind == TV_CPLXARR ? v.items[0] : v;
  if (T->f->slots[first.slot].ndim == first.nfixed) kir_type_error(T, sp, "iteration over a 0-d array");
  const char *arr_name = hidden_name(T, "iter");
  kir_assign_var(T, arr_name, v, sp);
  s->kind = KSEQ_ARRAY;
  s->idx_name = hidden_name(T, "index");
  s->sub = vm_arena_alloc(T->arena, sizeof *s->sub);
  *s->sub = (Expr){.kind = EX_SUBSCRIPT, .span = sp};
  s->sub->as.subscript.obj = name_expr(T, arr_name, sp);
  s->sub->as.subscript.index = name_expr(T, s->idx_name, sp);
  return kir_view_extent(T, first, kir_view_axis(first, 0), sp);
}

int kir_seq_open(Typer *T, Expr *it, KirSeq *s) {
  memset(s, 0, sizeof *s);
  const char *name = call_name(it);
  if (!name || (strcmp(name, "enumerate") && strcmp(name, "zip") && strcmp(name, "range"))) return open_value(T, it, s);
  if (!strcmp(name, "range")) return open_range(T, it, s);
  Span sp = it->span;
  int nargs = it->as.call.nargs;
  if (!strcmp(name, "enumerate")) {
    int nkw = it->as.call.nkw;
    bool kw_start = nkw == 1 && it->as.call.kwnames[0] && !strcmp(it->as.call.kwnames[0], "start");
    if (nargs < 1 || nargs + nkw > 2 || (nkw && !kw_start))
      kir_type_error(T, sp, "enumerate() takes an iterable and an optional start");
    s->kind = KSEQ_ENUM;
    s->subs = vm_arena_alloc(T->arena, sizeof *s->subs);
    s->nsubs = 1;
    int len = kir_seq_open(T, it->as.call.args[0], &s->subs[0]);
    Expr *start = nargs == 2 ? it->as.call.args[1] : kw_start ? it->as.call.kwvalues[0] : NULL;
    int r = start ? kir_to_reg(T, kir_expr(T, start), sp) : kir_const_int(T, 0, DT_INT64, sp);
    if (rt_dtypes[T->f->regs[r]].kind != 'i' && rt_dtypes[T->f->regs[r]].kind != 'u' && T->f->regs[r] != DT_BOOL)
      kir_type_error(T, sp, "enumerate()'s start must be an integer");
    s->start = kir_cast(T, r, DT_INT64, sp);
    return len;
  }
  if (it->as.call.nkw || nargs < 1) kir_type_error(T, sp, "zip() in compiled code takes one or more iterables");
  s->kind = KSEQ_ZIP;
  s->subs = vm_arena_alloc(T->arena, (size_t)nargs * sizeof *s->subs);
  s->nsubs = nargs;
  int len = -1;
  for (int k = 0; k < nargs; k++) {
    int n = kir_seq_open(T, it->as.call.args[k], &s->subs[k]);
    len = len < 0 ? n : kir_binop(T, KB_MIN, len, n, sp);
  }
  return len;
}

TVal kir_seq_item(Typer *T, const KirSeq *s, int i, Span sp) {
  switch (s->kind) {
  case KSEQ_RANGE: return kir_tval_reg(kir_binop(T, KB_ADD, s->start, kir_binop(T, KB_MUL, i, s->step, sp), sp));
  case KSEQ_TUPLE: {
    KirInst *ld = kir_emit(T->f, KIR_LOAD, sp);
    ld->arr = s->slot;
    ld->idx[0] = i;
    ld->d = kir_new_reg(T->f, T->f->slots[s->slot].dtype);
    return kir_tval_reg(ld->d);
  }
  case KSEQ_ARRAY:
    kir_assign_var(T, s->idx_name, kir_tval_reg(i), sp);
    return kir_expr(T, s->sub);
  case KSEQ_ENUM:
  case KSEQ_ZIP: {
    int n = s->kind == KSEQ_ENUM ? 2 : s->nsubs;
    TVal t;
    memset(&t, 0, sizeof t);
    t.kind = TV_TUPLE;
    t.n = n;
    t.items = vm_arena_alloc(T->arena, (size_t)n * sizeof *t.items);
    if (s->kind == KSEQ_ENUM) {
      t.items[0] = kir_tval_reg(kir_binop(T, KB_ADD, s->start, i, sp));
      t.items[1] = kir_seq_item(T, &s->subs[0], i, sp);
    } else {
      for (int k = 0; k < n; k++) t.items[k] = kir_seq_item(T, &s->subs[k], i, sp);
    }
    return t;
  }
  }
  kir_type_error(T, sp, "internal error: unknown sequence");
}
