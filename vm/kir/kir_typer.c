/* kir_typer.c — from a Python function object to KIR: taking the function's syntax tree (the
 * one the host compiler built, vm_engine.h), binding parameters to the signature's types, typing statements
 * (assignment, augmented assignment, if, while and for-range with their else clauses,
 * break/continue/return), unifying each variable's type over the body, inlining device
 * functions (arguments bound as Python binds them, declared signatures converting them), and
 * reporting what compiled code may not do with the source line. Expressions are in
 * kir_typer_expr.c and kir_typer_call.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/config.h"
#include "../base/error.h"
#include "../base/io.h"
#include "../front/diag.h"
#include "../obj/objects.h"
#include "kir_engine.h"
#include "kir_typer.h"

/* Set while kir_try_build runs: a rejection is not printed (the caller runs the function in
 * the interpreter instead). Per thread, as the error state is. */
static _Thread_local bool quiet;
static _Thread_local KirNumbaWhy *shared_why; /* kir_try_build's out, while it runs */
/* Set while kir_build_kernel runs: a kernel (typed for the simulator) reaching a recursive
 * device function raises quietly and sets recursion_hit, and its launch runs in the interpreter. */
static _Thread_local bool recursion_quiet, recursion_hit;

void kir_numba_shares(int line, const char *during, const char *fmt, ...) {
  if (!shared_why) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(shared_why->reason, sizeof shared_why->reason, fmt, ap);
  va_end(ap);
  shared_why->during = during;
  shared_why->line = line;
  shared_why->excerpt_first = false;
}

void kir_numba_shares_attr(int line, const char *name, const char *type) {
  kir_numba_shares(line, "get attribute", "Unknown attribute '%s' of type %s", name, type);
  if (shared_why) shared_why->excerpt_first = true;
}

void kir_numba_shares_excerpt_last(void) {
  if (shared_why) shared_why->excerpt_first = true;
}

_Noreturn void kir_type_error(Typer *T, Span span, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (quiet && shared_why) snprintf(shared_why->typer, sizeof shared_why->typer, "line %d: %s", span.line, msg);
  if (quiet) rt_raise(RT_EXC_TypeError, "%s", msg);
  rt_stdout_flush();
  fflush(stdout);
  fprintf(stderr, "%s:%d:%d: error: %s\n", T->file, span.line, span.col, msg);
  int end = span.end_line == span.line ? span.end_col : 1 << 30;
  vm_print_source_caret(stderr, T->src, span.line, span.col, end, "", 0);
  fflush(stderr);
  const KirEngine *mode = kir_engine_mode(); /* --mode=gpu compiles kernels for the device */
  rt_raise(RT_EXC_TypeError, "cannot compile '%s' for the %s: %s", T->f->name,
           T->f->target == KIR_TARGET_CPU ? "CPU" : mode && mode->device_name ? "GPU" : "simulator", msg);
}

/* ---- scopes and variables ---- */

TVar *kir_find_var(Typer *T, const char *name) {
  TScope *s = T->scope;
  for (int k = 0; k < s->nvars; k++)
    if (strcmp(s->vars[k].name, name) == 0) return &s->vars[k];
  return NULL;
}

static TVar *new_var(Typer *T, const char *name) {
  TScope *s = T->scope;
  if (s->nvars == s->capvars) {
    s->capvars = s->capvars ? 2 * s->capvars : 16;
    s->vars = rt_realloc(s->vars, (size_t)s->capvars * sizeof *s->vars);
  }
  TVar *v = &s->vars[s->nvars++];
  memset(v, 0, sizeof *v);
  v->name = name;
  return v;
}

static THint *find_hint(TScope *s, const char *name) {
  for (int k = 0; k < s->nhints; k++)
    if (strcmp(s->hints[k].name, name) == 0) return &s->hints[k];
  return NULL;
}

static THint *new_hint(TScope *s, const char *name, DType dt) {
  if (s->nhints == s->caphints) {
    s->caphints = s->caphints ? 2 * s->caphints : 16;
    s->hints = rt_realloc(s->hints, (size_t)s->caphints * sizeof *s->hints);
  }
  THint *h = &s->hints[s->nhints++];
  memset(h, 0, sizeof *h);
  h->name = name;
  h->dt = dt;
  return h;
}

/* (An array variable's hint has no scalar type yet: DT_COUNT, which learn replaces.) */
THint *kir_hint(TScope *s, const char *name) {
  THint *h = find_hint(s, name);
  return h ? h : new_hint(s, name, DT_COUNT);
}

/* Widen name's learnt type to include dt; a change means the body is typed again. */
static DType learn(TScope *s, const char *name, DType dt) {
  THint *h = find_hint(s, name);
  if (!h) return new_hint(s, name, dt)->dt;
  if (h->dt == DT_COUNT) return h->dt = dt; /* the name held only arrays so far */
  if (h->dt != dt) {
    DType u = kir_arith_type(KB_ADD, h->dt, dt);
    if (h->dt == DT_BOOL && dt == DT_BOOL) u = DT_BOOL;
    if (u != h->dt) {
      h->dt = u;
      s->changed = true;
    }
  }
  return h->dt;
}

static void mov(Typer *T, int d, int a, Span span) {
  a = kir_cast(T, a, T->f->regs[d], span);
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* A variable that holds a complex number anywhere (learnt: Numba unifies `z = 0` and
 * `z = z * z + c` to complex128) holds it everywhere, in registers of its own. */
static void assign_cplx(Typer *T, TVar *var, TVal v, DType cdt, Span span) {
  v = kir_cplx_from(T, v, cdt, span);
  if (var->val.kind != TV_CPLX || T->f->regs[var->val.reg] != kir_cplx_part(cdt)) {
    int re = kir_new_reg(T->f, kir_cplx_part(cdt));
    var->val = kir_cplx_val(re, kir_new_reg(T->f, kir_cplx_part(cdt)));
  }
  mov(T, var->val.reg, v.reg, span);
  mov(T, var->val.im, v.im, span);
}

void kir_assign_var(Typer *T, const char *name, TVal v, Span span) {
  TVar *var = kir_find_var(T, name);
  if (!var) var = new_var(T, name);
  if (v.kind == TV_ARRAY && kir_rebind_var(T, var, &v, span)) {
    var->assigned = true;
    return;
  }
  if (v.kind == TV_TUPLE) v = kir_rebind_unalias(T, v, span); /* a tuple keeps the arrays it holds now */
  kir_loop_slot_bind(T, v, name, span); /* an array made anew per loop pass: one name only */
  if (v.kind != TV_ARRAY) var->sel = 0; /* no longer an array of several (kir_typer_choice.c) */
  DType learnt = v.kind == TV_CPLX ? learn(T->scope, name, kir_cplx_dtype(T, v))
                 : v.kind == TV_REG ? learn(T->scope, name, T->f->regs[v.reg]) : DT_BOOL;
  if ((v.kind == TV_REG || v.kind == TV_CPLX) && kir_is_cplx_dtype(learnt)) {
    assign_cplx(T, var, v, learnt, span);
  } else if (v.kind == TV_REG) {
    DType dt = learnt;
    if (var->val.kind != TV_REG) var->val = kir_tval_reg(kir_new_reg(T->f, dt));
    mov(T, var->val.reg, v.reg, span);
  } else if (v.kind == TV_TUPLE && var->val.kind == TV_TUPLE && var->val.n == v.n) {
    /* rebinding a tuple variable reuses its registers (it may be bound on several paths) */
    for (int k = 0; k < v.n; k++) {
      if (v.items[k].kind == TV_REG && var->val.items[k].kind == TV_REG) mov(T, var->val.items[k].reg, v.items[k].reg, span);
      else var->val.items[k] = v.items[k];
    }
  } else if (v.kind == TV_TUPLE) {
    /* a tuple variable: fresh registers per item, so later changes to the items do not alias */
    TVal t = v;
    t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(v.n ? v.n : 1));
    for (int k = 0; k < v.n; k++) {
      if (v.items[k].kind != TV_REG) {
        t.items[k] = v.items[k];
        continue;
      }
      int r = kir_new_reg(T->f, T->f->regs[v.items[k].reg]);
      mov(T, r, v.items[k].reg, span);
      t.items[k] = kir_tval_reg(r);
    }
    var->val = t;
  } else {
    if (v.kind == TV_STR) kir_type_error(T, span, "strings are only allowed in print() in kernels");
    if (v.kind == TV_ARRAY && T->f->slots[v.slot].kind != KIR_SLOT_PARAM && T->f->slots[v.slot].name[0] == '$') {
      free(T->f->slots[v.slot].name); /* name a new array after its variable, for reports */
      T->f->slots[v.slot].name = rt_strdup(name);
    }
    if (v.kind == TV_ARRAY) v = kir_choice_bind(T, var, v, span);
    var->val = v;
  }
  var->assigned = true;
}

/* Is reg a temporary just produced by the last instruction (no variable holds it)? Then an
 * assignment can take it over instead of copying it: `acc += x` becomes one instruction. */
bool kir_fresh_temp(Typer *T, int reg) {
  const KirFunc *f = T->f;
  if (reg != f->nregs - 1 || f->ncode == 0 || f->code[f->ncode - 1].d != reg) return false;
  for (TScope *s = T->scope; s; s = s->caller)
    for (int k = 0; k < s->nvars; k++)
      if (s->vars[k].val.kind == TV_REG && s->vars[k].val.reg == reg) return false;
  return true;
}

static void assign_name(Typer *T, const char *name, TVal v, Span span) {
  if (v.kind == TV_REG && kir_fresh_temp(T, v.reg)) {
    TVar *var = kir_find_var(T, name);
    DType dt = learn(T->scope, name, T->f->regs[v.reg]);
    if (dt == T->f->regs[v.reg]) {
      if (!var) {
        var = new_var(T, name);
        var->val = v; /* the variable lives in the temporary's register from here on */
      } else if (var->val.kind == TV_REG && T->f->regs[var->val.reg] == dt) {
        T->f->code[T->f->ncode - 1].d = var->val.reg;
      } else {
        kir_assign_var(T, name, v, span);
        return;
      }
      var->assigned = true;
      return;
    }
  }
  kir_assign_var(T, name, v, span);
}

/* ---- statements ---- */

static void stmt(Typer *T, Stmt *s);

static void block(Typer *T, const Block *b) {
  for (int k = 0; k < b->n; k++) stmt(T, b->items[k]);
}

/* arr[key] = v of a complex array: each part through its view (v converted to its dtype). */
static void cplx_store(Typer *T, TVal arr, Expr *target, TVal v, Span span) {
  if (T->f->slots[arr.items[0].slot].kind == KIR_SLOT_CONST) kir_type_error(T, target->span, "constant arrays cannot be written");
  DType pt = T->f->slots[arr.items[0].slot].dtype;
  TVal z = kir_cplx_from(T, v, pt == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128, span);
  for (int p = 0; p < 2; p++) {
    KirInst tmp;
    kir_index(T, arr.items[p], target->as.subscript.index, tmp.idx);
    KirInst *in = kir_emit(T->f, KIR_STORE, target->span);
    memcpy(in->idx, tmp.idx, sizeof tmp.idx);
    in->arr = arr.items[p].slot;
    in->a = p ? z.im : z.reg;
  }
}

int kir_loop_open(Typer *T, int stop, int *one, Span span) {
  int counter = kir_new_reg(T->f, DT_INT64);
  mov(T, counter, kir_const_int(T, 0, DT_INT64, span), span);
  *one = kir_const_int(T, 1, DT_INT64, span);
  kir_emit(T->f, KIR_LOOP, span);
  int cond = kir_binop(T, KB_LT, counter, stop, span);
  kir_emit(T->f, KIR_LOOPCOND, span)->a = cond;
  return counter;
}

void kir_loop_close(Typer *T, int counter, int step, Span span) {
  kir_emit(T->f, KIR_LATCH, span);
  KirInst *inc = kir_emit(T->f, KIR_BIN, span);
  inc->sub = KB_ADD;
  inc->d = inc->a = counter;
  inc->b = step;
  kir_emit(T->f, KIR_ENDLOOP, span);
}

/* view with its axis ax fixed at the element the counter indexes. */
static TVal fix_axis(Typer *T, TVal view, int ax, int counter, Span span) {
  TVal sub = view;
  sub.fixed[ax] = kir_view_index(T, view, ax, counter, span);
  sub.fixmask |= 1u << ax;
  sub.nfixed++;
  return sub;
}

/* view[...] = val over every element of a view (a[i] = x of a 2-D a, a[i, 1:] = x): a counted
 * loop per axis the view keeps, outermost first, the number stored at each element as NumPy
 * broadcasts a scalar (and Numba's setitem does in kernels). */
static void fill_view(Typer *T, TVal view, int val, Span span) {
  int ax = kir_view_axis(view, 0);
  int one, counter = kir_loop_open(T, kir_view_extent(T, view, ax, span), &one, span);
  TVal sub = fix_axis(T, view, ax, counter, span);
  if (sub.nfixed < T->f->slots[view.slot].ndim) {
    fill_view(T, sub, val, span);
  } else {
    KirInst *in = kir_emit(T->f, KIR_STORE, span);
    for (int k = 0; k < T->f->slots[view.slot].ndim; k++) in->idx[k] = sub.fixed[k];
    in->arr = view.slot;
    in->a = val;
  }
  kir_loop_close(T, counter, one, span);
}

/* a[i] = "text" into a number array in @jit code: Numba's TypingError for setitem (its
 * staticsetitem when the index is a literal int); other indexes keep the typer's own error. */
static void str_into_array(Typer *T, TVal arr, Expr *sub, TVal v, Span span) {
  const KirSlot *sl = &T->f->slots[arr.slot];
  const Expr *ix = sub->as.subscript.index;
  bool lit = ix->kind == EX_INT;
  if (T->f->target != KIR_TARGET_CPU || (!lit && ix->kind != EX_NAME)) return;
  if (!lit) {
    TVal iv = kir_expr(T, (Expr *)ix);
    if (iv.kind != TV_REG || T->f->regs[iv.reg] != DT_INT64) return;
  }
  char layout = sl->kind == KIR_SLOT_PARAM && sl->param < T->f->usig.nargs ? T->f->usig.args[sl->param].layout : 'C';
  char atype[96], index[64];
  snprintf(atype, sizeof atype, "array(%s, %dd, %c)", rt_dtypes[sl->dtype].name, sl->ndim, layout);
  if (lit) snprintf(index, sizeof index, "Literal[int](%lld)", (long long)ix->as.i);
  else snprintf(index, sizeof index, "int64");
  kir_numba_shares(span.line, lit ? "staticsetitem" : "setitem",
                   "No implementation of function Function(<built-in function setitem>) found for signature:\n \n"
                   " >>> setitem(%s, %s, Literal[str](%.200s))\n \nThere are 16 candidate implementations:\n"
                   "  - Of which 16 did not match due to:\n"
                   "  Overload of function 'setitem': File: <numerous>: Line N/A.\n"
                   "    With argument(s): '(%s, int64, unicode_type)':\n   No match.",
                   atype, index, v.str, atype);
  kir_type_error(T, sub->span, "a string cannot be stored into a number array");
}

/* dst[...] = src of two views of as many axes (dst[i] = src[j] of 2-D arrays, a[i, 1:3] =
 * b[i, 1:3]): a counted loop per axis over dst's extents, each element loaded from src and
 * converted to dst's dtype, as Numba's setitem copies in kernels. An axis of src of extent 1
 * is broadcast (its index min(i, extent - 1)); copy_view checks the shapes first. */
static void copy_axes(Typer *T, TVal dst, TVal src, const int *sext, int k, Span span) {
  int ax = kir_view_axis(dst, 0), sax = kir_view_axis(src, 0);
  int one, counter = kir_loop_open(T, kir_view_extent(T, dst, ax, span), &one, span);
  int sidx = kir_binop(T, KB_MIN, counter, kir_binop(T, KB_SUB, sext[k], one, span), span);
  TVal sub = fix_axis(T, dst, ax, counter, span), ssub = fix_axis(T, src, sax, sidx, span);
  if (sub.nfixed < T->f->slots[dst.slot].ndim) {
    copy_axes(T, sub, ssub, sext, k + 1, span);
  } else {
    KirInst *ld = kir_emit(T->f, KIR_LOAD, span);
    for (int j = 0; j < T->f->slots[src.slot].ndim; j++) ld->idx[j] = ssub.fixed[j];
    ld->arr = src.slot;
    int v = ld->d = kir_new_reg(T->f, T->f->slots[src.slot].dtype);
    v = kir_cast(T, v, T->f->slots[dst.slot].dtype, span);
    KirInst *in = kir_emit(T->f, KIR_STORE, span);
    for (int j = 0; j < T->f->slots[dst.slot].ndim; j++) in->idx[j] = sub.fixed[j];
    in->arr = dst.slot;
    in->a = v;
  }
  kir_loop_close(T, counter, one, span);
}

/* "(6,)" or "(2,3)" of the n extents in regs, NumPy's spelling of a shape, as message parts. */
static void shape_parts(Typer *T, const int *regs, int n) {
  kir_add_print_arg(T->f, -1, "(");
  for (int k = 0; k < n; k++) {
    if (k) kir_add_print_arg(T->f, -1, ",");
    kir_add_print_arg(T->f, regs[k], NULL);
  }
  kir_add_print_arg(T->f, -1, n == 1 ? ",)" : ")");
}

/* dst[...] = src: NumPy's ValueError when src's shape does not broadcast to dst's (an axis
 * of another extent than dst's and not 1), before anything is copied; then the copy. */
static void copy_view(Typer *T, TVal dst, TVal src, Span span) {
  int n = T->f->slots[dst.slot].ndim - dst.nfixed;
  int dext[KIR_MAX_INDEX], sext[KIR_MAX_INDEX], bad = -1;
  for (int k = 0; k < n; k++) {
    dext[k] = kir_view_extent(T, dst, kir_view_axis(dst, k), span);
    sext[k] = kir_view_extent(T, src, kir_view_axis(src, k), span);
    int ne = kir_binop(T, KB_NE, sext[k], dext[k], span);
    int not1 = kir_binop(T, KB_NE, sext[k], kir_const_int(T, 1, DT_INT64, span), span);
    int b = kir_binop(T, KB_AND, ne, not1, span);
    bad = bad < 0 ? b : kir_binop(T, KB_OR, bad, b, span);
  }
  kir_emit(T->f, KIR_IF, span)->a = bad;
  int first = kir_add_print_arg(T->f, -1, "could not broadcast input array from shape ");
  shape_parts(T, sext, n);
  kir_add_print_arg(T->f, -1, " into shape ");
  shape_parts(T, dext, n);
  KirInst *in = kir_emit(T->f, KIR_RAISE, span);
  in->imm.i = RT_EXC_ValueError;
  in->sub = KIR_RAISE_SHAPE;
  in->args = first;
  in->nargs = T->f->nargs - first;
  kir_emit(T->f, KIR_ENDIF, span);
  copy_axes(T, dst, src, sext, 0, span);
}

/* arr[index of sub] = v (sub: the subscript whose index is used; a record field's A[i]). */
static void store_elem(Typer *T, TVal arr, Expr *sub, TVal v, Span span) {
  if (arr.kind != TV_ARRAY) kir_type_error(T, sub->span, "only arrays can be assigned to by index in kernels");
  if (v.kind == TV_STR) str_into_array(T, arr, sub, v, span);
  if (T->f->slots[arr.slot].kind == KIR_SLOT_CONST)
    kir_type_error(T, sub->span, "constant arrays cannot be written");
  Expr *key = sub->as.subscript.index;
  TVal mask;
  if (kir_mask_key(T, arr, &key, &mask)) { /* a[a > 0] = v (kir_typer_mask.c) */
    kir_mask_write(T, arr, mask, v, span);
    return;
  }
  bool whole;
  TVal view = kir_index_view(T, arr, key, &whole);
  if (!whole && T->f->target == KIR_TARGET_CPU && (v.kind == TV_ARRAY || v.kind == TV_AEXPR)) {
    kir_ae_store(T, view, v, sub->span); /* out[:] = a * b + 1.0 (kir_typer_ufunc.c) */
    return;
  }
  v = kir_ae_force(T, v, span);
  if (!whole && v.kind == TV_REG) { /* a number into a view: every element of it */
    fill_view(T, view, kir_cast(T, v.reg, T->f->slots[arr.slot].dtype, span), sub->span);
    return;
  }
  if (!whole && v.kind == TV_ARRAY && T->f->target == KIR_TARGET_KERNEL) { /* a view into a view */
    int nd = T->f->slots[arr.slot].ndim - view.nfixed, snd = T->f->slots[v.slot].ndim - v.nfixed;
    if (nd != snd)
      kir_type_error(T, sub->span, "assigning a %d-D array to a %d-D slice is not supported in kernels", snd, nd);
    if (v.slot == arr.slot)
      kir_type_error(T, sub->span, "assigning part of an array to another part of it is not supported in kernels (copy element by element)");
    copy_view(T, view, v, sub->span);
    return;
  }
  KirInst tmp;
  if (!whole) kir_index(T, arr, key, tmp.idx); /* raises: the view's own message */
  int val = kir_cast(T, kir_to_reg(T, v, span), T->f->slots[arr.slot].dtype, span);
  KirInst *in = kir_emit(T->f, KIR_STORE, sub->span);
  for (int k = 0; k < T->f->slots[arr.slot].ndim; k++) in->idx[k] = view.fixed[k];
  in->arr = arr.slot;
  in->a = val;
}

/* Does a variable (of any scope being typed) hold register reg? */
static bool held_by_var(Typer *T, int reg) {
  for (TScope *s = T->scope; s; s = s->caller)
    for (int k = 0; k < s->nvars; k++) {
      const TVal *v = &s->vars[k].val;
      if ((v->kind == TV_REG && v->reg == reg) || (v->kind == TV_CPLX && (v->reg == reg || v->im == reg)))
        return true;
    }
  return false;
}

static int copy_reg(Typer *T, int reg, Span span) {
  int r = kir_new_reg(T->f, T->f->regs[reg]);
  mov(T, r, reg, span);
  return r;
}

/* The items of a tuple being unpacked, those a variable holds copied first: `x, y = y, x`
 * reads both before either is assigned (the second item read x's register after the first
 * assignment had overwritten it). Nested tuples too. */
static TVal unaliased(Typer *T, TVal v, Span span) {
  if (v.kind == TV_REG && held_by_var(T, v.reg)) return kir_tval_reg(copy_reg(T, v.reg, span));
  if (v.kind == TV_CPLX && (held_by_var(T, v.reg) || held_by_var(T, v.im)))
    return kir_cplx_val(copy_reg(T, v.reg, span), copy_reg(T, v.im, span));
  if (v.kind == TV_ARRAY) return kir_rebind_unalias(T, v, span);
  if (v.kind != TV_TUPLE) return v;
  TVal t = v;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(v.n ? v.n : 1));
  for (int k = 0; k < v.n; k++) t.items[k] = unaliased(T, v.items[k], span);
  return t;
}

static void assign_to(Typer *T, Expr *target, TVal v, Span span) {
  TVal field;
  Expr *at;
  if (kir_record_field(T, target, &field, &at)) {
    store_elem(T, field, at, v, span);
    return;
  }
  switch (target->kind) {
  case EX_NAME: kir_assign_var(T, target->as.name.id, v, span); return;
  case EX_TUPLE: {
    if (v.kind != TV_TUPLE || v.n != target->as.seq.n)
      kir_type_error(T, span, "cannot unpack this value into %d names", target->as.seq.n);
    for (int k = 0; k < v.n; k++) assign_to(T, target->as.seq.items[k], v.items[k], span);
    return;
  }
  case EX_SUBSCRIPT: {
    TVal arr = kir_expr(T, target->as.subscript.obj);
    if (arr.kind == TV_CPLXARR) {
      cplx_store(T, arr, target, kir_ae_force(T, v, span), span);
      return;
    }
    store_elem(T, arr, target, v, span);
    return;
  }
  default: kir_type_error(T, target->span, "cannot assign to this expression in a kernel");
  }
}

/* raise E, raise E() or raise E('message') in a kernel, E a builtin exception class: the first
 * thread to raise stops the launch, which raises E('tid=[x, y, z] ctaid=[x, y, z]: message') as
 * Numba's simulator does (and Numba on a GPU with debug=True). @jit code leaves raise to the
 * interpreter. */
static void raise_stmt(Typer *T, Stmt *s) {
  Expr *e = s->as.raise.exc;
  if (T->f->target != KIR_TARGET_KERNEL || !e || s->as.raise.cause)
    kir_type_error(T, s->span, "this statement is not supported in kernels");
  bool call = e->kind == EX_CALL;
  Expr *cls = call ? e->as.call.func : e;
  int kind = -1;
  if (cls->kind == EX_NAME && !kir_find_var(T, cls->as.name.id))
    for (int k = 0; k < RT_EXC_COUNT && kind < 0; k++)
      if (rt_exc_names[k] && !strcmp(rt_exc_names[k], cls->as.name.id)) kind = k;
  if (kind < 0) kir_type_error(T, e->span, "a kernel can raise only a builtin exception class");
  if (call && (e->as.call.nkw || e->as.call.nargs > 1 || (e->as.call.nargs && e->as.call.args[0]->kind != EX_STR)))
    kir_type_error(T, e->span, "an exception raised in a kernel takes one constant string or nothing");
  int first = T->f->nargs;
  bool msg = call && e->as.call.nargs;
  if (msg) kir_add_print_arg(T->f, -1, e->as.call.args[0]->as.str.s);
  KirInst *in = kir_emit(T->f, KIR_RAISE, s->span);
  in->imm.i = kind;
  in->args = first;
  in->nargs = msg;
}

/* assert test[, "message"] in a kernel: the lanes whose test is false raise AssertionError,
 * which Numba's simulator raises from the failing thread ('tid=[...] ctaid=[...]: message');
 * Numba 0.56 lowers an assert to that raise in compiled kernels too (on a GPU without
 * debug=True the thread ends, as for any raise). */
static void assert_stmt(Typer *T, Stmt *s) {
  Expr *msg = s->as.assert_.msg;
  if (msg && msg->kind != EX_STR)
    kir_type_error(T, msg->span, "an assert's message in a kernel must be one constant string");
  int c = kir_choice_test(T, s->as.assert_.test);
  KirInst *n = kir_emit(T->f, KIR_UN, s->span);
  n->sub = KU_NOT;
  n->a = c;
  n->d = kir_new_reg(T->f, DT_BOOL);
  kir_emit(T->f, KIR_IF, s->span)->a = n->d;
  int first = T->f->nargs;
  if (msg) kir_add_print_arg(T->f, -1, msg->as.str.s);
  KirInst *in = kir_emit(T->f, KIR_RAISE, s->span);
  in->imm.i = RT_EXC_AssertionError;
  in->args = first;
  in->nargs = msg != NULL;
  kir_emit(T->f, KIR_ENDIF, s->span);
}

static KirBin aug_op(Typer *T, BinOp op, Span span) {
  static const struct { BinOp op; KirBin kb; } map[] = {
      {RT_OP_ADD, KB_ADD}, {RT_OP_SUB, KB_SUB}, {RT_OP_MUL, KB_MUL}, {RT_OP_TRUEDIV, KB_DIV},
      {RT_OP_FLOORDIV, KB_FLOORDIV}, {RT_OP_MOD, KB_MOD}, {RT_OP_POW, KB_POW},
      {RT_OP_LSHIFT, KB_SHL}, {RT_OP_RSHIFT, KB_SHR}, {RT_OP_AND, KB_AND}, {RT_OP_OR, KB_OR},
      {RT_OP_XOR, KB_XOR}};
  for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
    if (map[k].op == op) return map[k].kb;
  kir_type_error(T, span, "this augmented assignment is not supported in kernels");
}

static void augassign(Typer *T, Stmt *s) {
  Expr *t = s->as.aug.target;
  KirBin op = aug_op(T, s->as.aug.op, s->span);
  if (t->kind == EX_NAME) {
    TVal cur = kir_expr(T, t);
    if (kir_arrayish(T, cur)) { /* a += b of an array: Numba's in-place ufunc (kir_typer_ufunc.c) */
      kir_ae_inplace(T, cur, op, kir_expr_lazy(T, s->as.aug.value), s->span);
      return;
    }
    TVal bv = kir_expr(T, s->as.aug.value);
    if (cur.kind == TV_CPLX || bv.kind == TV_CPLX) {
      kir_assign_var(T, t->as.name.id, kir_cplx_binop(T, op, cur, bv, s->span), s->span);
      return;
    }
    int a = kir_to_reg(T, cur, s->span), b = kir_to_reg(T, bv, s->span);
    int r = kir_binop(T, op, a, b, s->span);
    kir_warn_division(T, op, a, KIR_LIT_NONE, b, kir_literal_kind(s->as.aug.value), r, s->span);
    assign_name(T, t->as.name.id, kir_tval_reg(r), s->span);
    return;
  }
  TVal arr;
  Expr *at;
  if (kir_record_field(T, t, &arr, &at)) {
    t = at; /* A[i]['x'] op= v: field x's array at A[i]'s index */
  } else {
    if (t->kind != EX_SUBSCRIPT) kir_type_error(T, s->span, "cannot assign to this expression in a kernel");
    arr = kir_expr(T, t->as.subscript.obj);
  }
  if (arr.kind == TV_CPLXARR) { /* arr[i] op= v: the element is read, combined and stored */
    TVal cur = kir_expr(T, t);
    cplx_store(T, arr, t, kir_cplx_binop(T, op, cur, kir_expr(T, s->as.aug.value), s->span), s->span);
    return;
  }
  if (arr.kind != TV_ARRAY) kir_type_error(T, t->span, "only arrays can be assigned to by index in kernels");
  KirInst tmp;
  if (T->f->target == KIR_TARGET_CPU) { /* the index is evaluated once */
    Expr *key = t->as.subscript.index;
    TVal mask;
    if (kir_mask_key(T, arr, &key, &mask)) { /* a[m] += v: a[m] = a[m] + v (kir_typer_mask.c) */
      TVal cur = kir_mask_read(T, arr, mask, s->span);
      kir_mask_write(T, arr, mask, kir_ae_binop(T, op, cur, kir_expr_lazy(T, s->as.aug.value), s->span), s->span);
      return;
    }
    bool whole;
    TVal view = kir_index_view(T, arr, key, &whole);
    if (!whole) { /* a[1:] += b, m[i] *= 2: the view in place */
      kir_ae_inplace(T, view, op, kir_expr_lazy(T, s->as.aug.value), s->span);
      return;
    }
    for (int k = 0; k < T->f->slots[arr.slot].ndim; k++) tmp.idx[k] = view.fixed[k];
  } else {
    kir_index(T, arr, t->as.subscript.index, tmp.idx);
  }
  DType dt = T->f->slots[arr.slot].dtype;
  KirInst *ld = kir_emit(T->f, KIR_LOAD, t->span);
  memcpy(ld->idx, tmp.idx, sizeof tmp.idx);
  ld->arr = arr.slot;
  int cur = ld->d = kir_new_reg(T->f, dt);
  int b = kir_to_reg(T, kir_expr(T, s->as.aug.value), s->span);
  int r = kir_binop(T, op, cur, b, s->span);
  kir_warn_division(T, op, cur, KIR_LIT_NONE, b, kir_literal_kind(s->as.aug.value), r, s->span);
  r = kir_cast(T, r, dt, s->span);
  KirInst *st = kir_emit(T->f, KIR_STORE, t->span);
  memcpy(st->idx, tmp.idx, sizeof tmp.idx);
  st->arr = arr.slot;
  st->a = r;
}

static void if_stmt(Typer *T, Stmt *s) {
  int c = kir_choice_test(T, s->as.cond.test);
  kir_emit(T->f, KIR_IF, s->span)->a = c;
  block(T, &s->as.cond.body);
  if (s->as.cond.orelse.n) {
    kir_emit(T->f, KIR_ELSE, s->span)->a = c;
    block(T, &s->as.cond.orelse);
  }
  kir_emit(T->f, KIR_ENDIF, s->span);
}

/* Before a loop: a loop with an else clause gets a flag its breaks set (the loop's `break`
 * statements, not those of loops inside it). Returns the enclosing loop's flag to restore. */
static int loop_begin(Typer *T, const Block *orelse, Span span) {
  int outer = T->break_flag;
  T->break_flag = -1;
  if (orelse->n) {
    T->break_flag = kir_new_reg(T->f, DT_BOOL);
    mov(T, T->break_flag, kir_const_int(T, 0, DT_BOOL, span), span);
  }
  return outer;
}

/* After it: the else clause runs on the lanes that left the loop without a break. */
static void loop_end(Typer *T, int outer, const Block *orelse, Span span) {
  int flag = T->break_flag;
  T->break_flag = outer;
  if (flag < 0) return;
  KirInst *n = kir_emit(T->f, KIR_UN, span);
  n->sub = KU_NOT;
  n->a = flag;
  n->d = kir_new_reg(T->f, DT_BOOL);
  kir_emit(T->f, KIR_IF, span)->a = n->d;
  block(T, orelse);
  kir_emit(T->f, KIR_ENDIF, span);
}

static void break_stmt(Typer *T, Span span) {
  if (T->break_flag >= 0) mov(T, T->break_flag, kir_const_int(T, 1, DT_BOOL, span), span);
  kir_emit(T->f, KIR_BREAK, span);
}

static void while_stmt(Typer *T, Stmt *s) {
  int outer = loop_begin(T, &s->as.cond.orelse, s->span);
  kir_emit(T->f, KIR_LOOP, s->span);
  int c = kir_choice_test(T, s->as.cond.test);
  kir_emit(T->f, KIR_LOOPCOND, s->span)->a = c;
  block(T, &s->as.cond.body);
  kir_emit(T->f, KIR_LATCH, s->span);
  kir_emit(T->f, KIR_ENDLOOP, s->span);
  loop_end(T, outer, &s->as.cond.orelse, s->span);
}

/* Does `for` loop over a tuple: a tuple display, or a local variable holding a tuple? */
static bool tuple_iter(Typer *T, const Expr *it) {
  if (it->kind == EX_TUPLE) return true;
  if (it->kind != EX_NAME) return false;
  TVar *v = kir_find_var(T, it->as.name.id);
  if (v) return v->assigned && v->val.kind == TV_TUPLE;
  /* a global (or closure) tuple, frozen as a constant tuple */
  Value g = vm_function_free(T->scope->fnval, it->as.name.id);
  if (rt_is_undef(g)) g = vm_function_global(T->scope->fnval, it->as.name.id);
  return rt_is_tuple(g);
}

/* The end of a counted loop (over a range or a tuple): the body, then the latch that steps the
 * counter, then the loop's `else`. */
static void counted_loop_tail(Typer *T, Stmt *s, int counter, int step, int outer) {
  Span sp = s->span;
  block(T, &s->as.loop.body);
  kir_loop_close(T, counter, step, sp);
  loop_end(T, outer, &s->as.loop.orelse, sp);
}

/* A loop over a tuple of numbers of several types: Numba rejects it too (without
 * literal_unroll), in these words. */
static void mixed_tuple_loop(Typer *T, TVal t, Span sp) {
  if (t.kind != TV_TUPLE) return;
  char items[200] = "";
  size_t used = 0;
  bool mixed = false;
  for (int k = 0; k < t.n; k++) {
    if (t.items[k].kind != TV_REG) return;
    DType dt = T->f->regs[t.items[k].reg];
    mixed |= k && dt != T->f->regs[t.items[0].reg];
    if (used < sizeof items) used += (size_t)snprintf(items + used, sizeof items - used, "%s%s", k ? ", " : "", rt_dtypes[dt].name);
  }
  if (mixed) kir_numba_shares(sp.line, "intrinsic-call", "Invalid use of getiter with parameters (Tuple(%s))", items);
}

static bool has_break(Stmt *const *body, int n);

/* for a in arrs over a tuple of arrays (Numba's UniTuple of arrays): the body once per array,
 * each copy a loop of one iteration so that `continue` ends it; the arrays are compile-time
 * slots, so no counter can pick one. */
static void for_tuple_arrays(Typer *T, Stmt *s, TVal t) {
  Span sp = s->span;
  if (s->as.loop.orelse.n || has_break(s->as.loop.body.items, s->as.loop.body.n))
    kir_type_error(T, sp, "a loop over a tuple of arrays cannot have a break or an else in compiled code");
  int one = kir_const_int(T, 1, DT_INT64, sp);
  for (int k = 0; k < t.n; k++) {
    int counter = kir_new_reg(T->f, DT_INT64);
    mov(T, counter, kir_const_int(T, 0, DT_INT64, sp), sp);
    int outer = loop_begin(T, &s->as.loop.orelse, sp);
    kir_emit(T->f, KIR_LOOP, sp);
    int cond = kir_binop(T, KB_LT, counter, one, sp);
    kir_emit(T->f, KIR_LOOPCOND, sp)->a = cond;
    kir_assign_var(T, s->as.loop.target->as.name.id, t.items[k], sp);
    counted_loop_tail(T, s, counter, one, outer);
  }
}

/* for v in t over a tuple of numbers of one type (Numba's UniTuple; others need
 * literal_unroll): its items go to a local array that the loop reads at its counter. */
static void for_tuple_val(Typer *T, Stmt *s, TVal t) {
  Expr *it = s->as.loop.iter;
  Span sp = s->span;
  if (s->as.loop.target->kind != EX_NAME) kir_type_error(T, sp, "the loop variable must be a name");
  bool arrays = t.kind == TV_TUPLE && t.n > 0;
  for (int k = 0; arrays && k < t.n; k++) arrays = t.items[k].kind == TV_ARRAY;
  if (arrays) {
    for_tuple_arrays(T, s, t);
    return;
  }
  mixed_tuple_loop(T, t, sp);
  int slot = kir_tuple_slot(T, t, it->kind == EX_NAME ? it->as.name.id : "$tuple", "a loop over a tuple", it->span);
  int counter = kir_new_reg(T->f, DT_INT64);
  mov(T, counter, kir_const_int(T, 0, DT_INT64, sp), sp);
  int stop = kir_const_int(T, t.n, DT_INT64, sp), one = kir_const_int(T, 1, DT_INT64, sp);
  int outer = loop_begin(T, &s->as.loop.orelse, sp);
  kir_emit(T->f, KIR_LOOP, sp);
  int cond = kir_binop(T, KB_LT, counter, stop, sp);
  kir_emit(T->f, KIR_LOOPCOND, sp)->a = cond;
  KirInst *ld = kir_emit(T->f, KIR_LOAD, sp);
  ld->arr = slot;
  ld->idx[0] = counter;
  ld->d = kir_new_reg(T->f, T->f->slots[slot].dtype);
  kir_assign_var(T, s->as.loop.target->as.name.id, kir_tval_reg(ld->d), sp);
  counted_loop_tail(T, s, counter, one, outer);
}

static void for_tuple(Typer *T, Stmt *s) {
  for_tuple_val(T, s, kir_expr(T, s->as.loop.iter));
}

/* for v in a over an array (Numba iterates its first axis: items of a 1-D array, rows of a
 * 2-D one): a counted loop whose body starts with v = a[i], the array and the counter bound to
 * hidden variables so that the indexing is the subscript expression's own. */
static void for_array(Typer *T, Stmt *s, TVal arr) {
  Span sp = s->span;
  if (s->as.loop.target->kind != EX_NAME) kir_type_error(T, sp, "the loop variable must be a name");
  TVal first = arr.kind == TV_CPLXARR ? arr.items[0] : arr;
  if (T->f->slots[first.slot].ndim == first.nfixed) kir_type_error(T, sp, "iteration over a 0-d array");
  char name[40];
  snprintf(name, sizeof name, "$iter%d", T->f->ncode);
  const char *arr_name = vm_arena_strndup(T->arena, name, strlen(name));
  snprintf(name, sizeof name, "$index%d", T->f->ncode);
  const char *idx_name = vm_arena_strndup(T->arena, name, strlen(name));
  kir_assign_var(T, arr_name, arr, sp);
  int stop = kir_view_extent(T, first, kir_view_axis(first, 0), sp);
  int counter = kir_new_reg(T->f, DT_INT64);
  mov(T, counter, kir_const_int(T, 0, DT_INT64, sp), sp);
  int one = kir_const_int(T, 1, DT_INT64, sp);
  int outer = loop_begin(T, &s->as.loop.orelse, sp);
  kir_emit(T->f, KIR_LOOP, sp);
  int cond = kir_binop(T, KB_LT, counter, stop, sp); /* before the LOOPCOND that reads it */
  kir_emit(T->f, KIR_LOOPCOND, sp)->a = cond;
  kir_assign_var(T, idx_name, kir_tval_reg(counter), sp);
  Expr *obj = vm_arena_alloc(T->arena, sizeof *obj), *key = vm_arena_alloc(T->arena, sizeof *key);
  Expr *sub = vm_arena_alloc(T->arena, sizeof *sub);
  *obj = (Expr){.kind = EX_NAME, .span = s->as.loop.iter->span};
  obj->as.name.id = arr_name;
  *key = (Expr){.kind = EX_NAME, .span = s->as.loop.iter->span};
  key->as.name.id = idx_name;
  *sub = (Expr){.kind = EX_SUBSCRIPT, .span = s->as.loop.iter->span};
  sub->as.subscript.obj = obj;
  sub->as.subscript.index = key;
  kir_assign_var(T, s->as.loop.target->as.name.id, kir_expr(T, sub), sp);
  counted_loop_tail(T, s, counter, one, outer);
}

/* for v in enumerate(...) / zip(...): a counted loop over the items kir_typer_iter.c makes,
 * bound to the target (a name or names to unpack). */
static void for_seq(Typer *T, Stmt *s) {
  Span sp = s->span;
  KirSeq seq;
  int stop = kir_seq_open(T, s->as.loop.iter, &seq);
  int counter = kir_new_reg(T->f, DT_INT64);
  mov(T, counter, kir_const_int(T, 0, DT_INT64, sp), sp);
  int one = kir_const_int(T, 1, DT_INT64, sp);
  int outer = loop_begin(T, &s->as.loop.orelse, sp);
  kir_emit(T->f, KIR_LOOP, sp);
  int cond = kir_binop(T, KB_LT, counter, stop, sp);
  kir_emit(T->f, KIR_LOOPCOND, sp)->a = cond;
  assign_to(T, s->as.loop.target, kir_seq_item(T, &seq, counter, sp), sp);
  counted_loop_tail(T, s, counter, one, outer);
}

/* prange or numba.prange: range for the typer, marked for the CPU engine. */
static bool is_prange(const Expr *fn) {
  if (fn->kind == EX_NAME) return strcmp(fn->as.name.id, "prange") == 0;
  return fn->kind == EX_ATTR && strcmp(fn->as.attr.name, "prange") == 0;
}

/* for v in range(start, stop, step) (or prange): the bounds are evaluated once, as in Python. */
static void for_stmt(Typer *T, Stmt *s) {
  Expr *it = s->as.loop.iter;
  Span sp = s->span;
  if (tuple_iter(T, it)) {
    for_tuple(T, s);
    return;
  }
  if (kir_seq_call(it)) {
    for_seq(T, s);
    return;
  }
  bool par = it->kind == EX_CALL && is_prange(it->as.call.func);
  if (it->kind == EX_NAME || it->kind == EX_SUBSCRIPT || it->kind == EX_ATTR || it->kind == EX_BINOP) {
    TVal arr = kir_expr(T, it);
    if (arr.kind == TV_ARRAY || arr.kind == TV_CPLXARR) {
      for_array(T, s, arr);
      return;
    }
    if (arr.kind == TV_TUPLE) { /* a.shape, t[1:], t + u */
      for_tuple_val(T, s, arr);
      return;
    }
  }
  if (it->kind != EX_CALL || (!par && (it->as.call.func->kind != EX_NAME ||
      strcmp(it->as.call.func->as.name.id, "range") != 0)) || it->as.call.nargs < 1 ||
      it->as.call.nargs > 3 || it->as.call.nkw)
    kir_type_error(T, it->span, "kernels can only loop over range(...)");
  if (s->as.loop.target->kind != EX_NAME) kir_type_error(T, sp, "the loop variable must be a name");
  int n = it->as.call.nargs, bounds[3];
  for (int k = 0; k < n; k++) {
    int r = kir_to_reg(T, kir_expr(T, it->as.call.args[k]), it->span);
    if (rt_dtypes[T->f->regs[r]].kind == 'f') kir_type_error(T, it->span, "range() arguments must be integers");
    bounds[k] = kir_cast(T, r, DT_INT64, it->span);
  }
  int start = n == 1 ? kir_const_int(T, 0, DT_INT64, sp) : bounds[0];
  int stop = n == 1 ? bounds[0] : bounds[1];
  bool const_step = n < 3 || it->as.call.args[2]->kind == EX_INT ||
                    (it->as.call.args[2]->kind == EX_UNARY && it->as.call.args[2]->as.unary.operand->kind == EX_INT);
  bool negative = n == 3 && it->as.call.args[2]->kind == EX_UNARY;
  if (n == 3 && it->as.call.args[2]->kind == EX_INT && it->as.call.args[2]->as.i == 0)
    kir_type_error(T, it->span, "range() arg 3 must not be zero");
  int step = n == 3 ? bounds[2] : kir_const_int(T, 1, DT_INT64, sp);
  int counter = kir_new_reg(T->f, DT_INT64);
  mov(T, counter, start, sp);
  int outer = loop_begin(T, &s->as.loop.orelse, sp);
  KirInst *loop = kir_emit(T->f, KIR_LOOP, sp);
  if (par) { /* a prange loop: the CPU engine may split it over threads (sim/sim_cpu_par.c) */
    loop->sub = KIR_LOOP_PRANGE;
    loop->d = counter;
    loop->b = stop;
    loop->c = step;
  }
  int cond;
  if (const_step) {
    cond = negative ? kir_binop(T, KB_GT, counter, stop, sp) : kir_binop(T, KB_LT, counter, stop, sp);
  } else { /* (step > 0 and i < stop) or (step < 0 and i > stop) */
    int zero = kir_const_int(T, 0, DT_INT64, sp);
    int up = kir_binop(T, KB_AND, kir_binop(T, KB_GT, step, zero, sp), kir_binop(T, KB_LT, counter, stop, sp), sp);
    int down = kir_binop(T, KB_AND, kir_binop(T, KB_LT, step, zero, sp), kir_binop(T, KB_GT, counter, stop, sp), sp);
    cond = kir_binop(T, KB_OR, up, down, sp);
  }
  kir_emit(T->f, KIR_LOOPCOND, sp)->a = cond;
  kir_assign_var(T, s->as.loop.target->as.name.id, kir_tval_reg(counter), sp);
  counted_loop_tail(T, s, counter, step, outer);
}

/* The type of an array a @jit function returns: an argument or an array it allocated, whole
 * or a view of it (its register then holds the slot's number, a view's description in the
 * registers after it: kir_typer_view.c; kir_heap.c makes it the Python value). */
static KirTy array_result(Typer *T, TVal v, bool top, Span span) {
  if (v.kind != TV_ARRAY) kir_type_error(T, span, "returns of an array and of something else in one function");
  if (!top) kir_type_error(T, span, "an inlined function that returns an array is not compiled yet");
  const KirSlot *sl = &T->f->slots[v.slot];
  if (sl->kind == KIR_SLOT_HEAP) return kir_view_type(T, v, (KirTy){KIR_TY_ARRAY, sl->dtype, sl->ndim, 'C', 0});
  if (sl->kind != KIR_SLOT_PARAM || T->f->sig.nargs != T->f->usig.nargs || sl->param < 0 || sl->param >= T->f->sig.nargs)
    kir_type_error(T, span, "returning this array is not compiled yet");
  KirTy t = T->f->sig.args[sl->param];
  if (t.kind != KIR_TY_ARRAY || t.rec || t.dtype != sl->dtype || t.ndim != sl->ndim)
    kir_type_error(T, span, "returning this array is not compiled yet");
  return kir_view_type(T, v, t);
}

/* return [value]: the value goes to the function's result registers, unified over returns. */
static void return_stmt(Typer *T, Stmt *s) {
  TScope *sc = T->scope;
  bool top = sc->caller == NULL;
  if (!s->as.ret) {
    sc->ret_void = true;
  } else {
    TVal v;
    KirTy rs_ty;
    int rs_regs[1 + 2 * KIR_MAX_INDEX];
    bool rs = top && T->f->target == KIR_TARGET_CPU && kir_return_reshape(T, s->as.ret, &v, &rs_ty, rs_regs);
    if (!rs) v = kir_expr(T, s->as.ret);
    if (v.kind == TV_NONE) {
      sc->ret_void = true;
    } else if (top && T->f->target == KIR_TARGET_KERNEL) {
      kir_type_error(T, s->span, "a kernel cannot return a value");
    } else if (!top && T->f->target == KIR_TARGET_CPU && v.kind == TV_ARRAY) {
      /* an inlined function's array (deriv(t, y) returning np.array([...])): the caller gets
       * the value itself, which one return statement gives */
      if (sc->have_ret || sc->ret_void)
        kir_type_error(T, s->span, "an inlined function that returns an array from more than one place is not compiled yet");
      sc->ret = v;
      sc->have_ret = true;
    } else if (sc->have_ret && sc->ret.kind == TV_ARRAY) {
      kir_type_error(T, s->span, "an inlined function that returns an array from more than one place is not compiled yet");
    } else {
      int n = v.kind == TV_TUPLE ? v.n : 1;
      if (sc->have_ret && (sc->ret.kind == TV_TUPLE ? sc->ret.n : 1) != n)
        kir_type_error(T, s->span, "returns of different shapes in one function");
      if (!sc->have_ret) {
        sc->ret = v.kind == TV_TUPLE ? v : kir_tval_reg(0);
        if (v.kind == TV_TUPLE) sc->ret.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(n ? n : 1));
      }
      TVal vals[KIR_MAX_ARGS];
      DType dts[KIR_MAX_ARGS];
      if (n > KIR_MAX_ARGS) kir_type_error(T, s->span, "too many values returned from compiled code");
      uint64_t arrs = 0, views = 0;
      int vregs[KIR_MAX_ARGS][1 + 2 * KIR_MAX_INDEX];
      for (int k = 0; k < n; k++) {
        TVal item = v.kind == TV_TUPLE ? v.items[k] : v;
        int rv_slot = -1; /* a reshape view bound to a variable: a view of the array it reshapes */
        KirTy rv_ty;
        int rv_regs[1 + 2 * KIR_MAX_INDEX];
        if (top && !rs && T->f->target == KIR_TARGET_CPU && kir_reshape_return(T, item, &rv_slot, &rv_ty, rv_regs, s->span)) {
          if (sc->have_ret && (!(sc->ret_arr >> k & 1) || !kir_ty_equal(rv_ty, sc->ret_arrty[k]) ||
                               rv_ty.layout != sc->ret_arrty[k].layout || !(sc->ret_view >> k & 1)))
            kir_type_error(T, s->span, "returns of a reshaped array and of another array in one place are not compiled yet");
          sc->ret_arrty[k] = rv_ty;
          arrs |= 1ull << k;
          views |= 1ull << k;
          memcpy(vregs[k], rv_regs, sizeof rv_regs);
          vals[k] = kir_tval_reg(kir_const_int(T, rv_slot, DT_INT32, s->span));
          dts[k] = DT_INT32;
          continue;
        }
        if (item.kind == TV_ARRAY || (sc->have_ret && (sc->ret_arr >> k & 1))) {
          KirTy at = rs ? rs_ty : array_result(T, item, top, s->span);
          if (sc->have_ret && (!(sc->ret_arr >> k & 1) || !kir_ty_equal(at, sc->ret_arrty[k]) ||
                               at.layout != sc->ret_arrty[k].layout))
            kir_type_error(T, s->span, "returns of arrays of different types in one function");
          bool view = rs || !kir_view_is_whole(item);
          if (sc->have_ret && view != (sc->ret_view >> k & 1))
            kir_type_error(T, s->span, "returns of a view and of a whole array in one place are not compiled yet");
          sc->ret_arrty[k] = at;
          arrs |= 1ull << k;
          if (rs) memcpy(vregs[k], rs_regs, sizeof rs_regs); /* a.reshape(...) */
          else if (view) kir_view_regs(T, item, vregs[k], s->span);
          if (view) views |= 1ull << k;
          vals[k] = kir_tval_reg(kir_const_int(T, item.slot, DT_INT32, s->span));
          dts[k] = DT_INT32;
          continue;
        }
        vals[k] = item.kind == TV_CPLX ? item : kir_tval_reg(kir_to_reg(T, item, s->span));
        char hname[16];
        snprintf(hname, sizeof hname, "$ret%d", k);
        DType have = item.kind == TV_CPLX ? kir_cplx_dtype(T, item) : T->f->regs[vals[k].reg];
        dts[k] = learn(sc, vm_arena_strndup(T->arena, hname, strlen(hname)), have);
        if (top && T->f->usig.ret.kind == KIR_TY_SCALAR) dts[k] = T->f->usig.ret.dtype;
      }
      /* the result registers are consecutive (the engines copy them out from f->ret on) */
      for (int k = 0; k < n && !sc->have_ret; k++) {
        TVal *slot = v.kind == TV_TUPLE ? &sc->ret.items[k] : &sc->ret;
        sc->ret_arr = arrs;
        *slot = kir_tval_reg(kir_new_reg(T->f, kir_is_cplx_dtype(dts[k]) ? kir_cplx_part(dts[k]) : dts[k]));
        if (kir_is_cplx_dtype(dts[k])) *slot = kir_cplx_val(slot->reg, kir_new_reg(T->f, kir_cplx_part(dts[k])));
        sc->ret_view = views;
        if (views >> k & 1) /* a view's offset, shape and strides (kir_typer_view.c) */
          for (int j = 0; j < 1 + 2 * sc->ret_arrty[k].ndim; j++) kir_new_reg(T->f, DT_INT64);
      }
      for (int k = 0; k < n; k++) {
        TVal *slot = v.kind == TV_TUPLE ? &sc->ret.items[k] : &sc->ret;
        if (slot->kind != TV_CPLX) {
          mov(T, slot->reg, kir_to_reg(T, vals[k], s->span), s->span);
          for (int j = 0; views >> k & 1 && j < 1 + 2 * sc->ret_arrty[k].ndim; j++) mov(T, slot->reg + 1 + j, vregs[k][j], s->span);
          continue;
        }
        TVal z = kir_cplx_from(T, vals[k], kir_cplx_dtype(T, *slot), s->span);
        mov(T, slot->reg, z.reg, s->span);
        mov(T, slot->im, z.im, s->span);
      }
      sc->have_ret = true;
    }
  }
  kir_emit(T->f, KIR_RETURN, s->span);
}

/* A statement that is a literal (`...`, a docstring, a number) computes nothing: Numba drops it. */
static bool literal_stmt(const Expr *e) {
  switch (e->kind) {
  case EX_ELLIPSIS: case EX_STR: case EX_INT: case EX_FLOAT: case EX_NONE: case EX_TRUE:
  case EX_FALSE:
    return true;
  default:
    return false;
  }
}

static void stmt(Typer *T, Stmt *s) {
  if (kir_choice_stmt(T, s, stmt)) return;
  switch (s->kind) {
  case ST_EXPR:
    if (!literal_stmt(s->as.expr)) kir_expr(T, s->as.expr);
    return;
  case ST_ASSIGN: {
    /* out[...] = e: an array expression e fills the view without a temporary */
    bool into = s->as.assign.ntargets == 1 && s->as.assign.targets[0]->kind == EX_SUBSCRIPT;
    TVal v = into ? kir_expr_lazy(T, s->as.assign.value) : kir_expr(T, s->as.assign.value);
    if (s->as.assign.ntargets == 1 && s->as.assign.targets[0]->kind == EX_NAME) {
      assign_name(T, s->as.assign.targets[0]->as.name.id, v, s->span);
      return;
    }
    bool unpack = false;
    for (int k = 0; k < s->as.assign.ntargets; k++)
      unpack |= s->as.assign.targets[k]->kind == EX_TUPLE || s->as.assign.targets[k]->kind == EX_LIST;
    if (unpack) v = unaliased(T, v, s->span);
    for (int k = 0; k < s->as.assign.ntargets; k++) assign_to(T, s->as.assign.targets[k], v, s->span);
    return;
  }
  case ST_AUGASSIGN: augassign(T, s); return;
  case ST_IF: if_stmt(T, s); return;
  case ST_WHILE: while_stmt(T, s); return;
  case ST_FOR: for_stmt(T, s); return;
  case ST_BREAK: break_stmt(T, s->span); return;
  case ST_CONTINUE: kir_emit(T->f, KIR_CONTINUE, s->span); return;
  case ST_PASS: return;
  case ST_RETURN: return_stmt(T, s); return;
  case ST_ASSERT: /* @jit code's asserts are compiled out (quiet: kir_try_build for @jit,
                    * whose interpreter tier runs them) */
    if (T->f->target == KIR_TARGET_KERNEL) assert_stmt(T, s);
    else if (T->f->target == KIR_TARGET_CPU && quiet) kir_type_error(T, s->span, "assert is not supported in compiled code");
    return;
  case ST_RAISE: raise_stmt(T, s); return;
  case ST_FUNCDEF: kir_type_error(T, s->span, "nested functions are not supported in kernels");
  case ST_IMPORT: case ST_IMPORTFROM: kir_type_error(T, s->span, "import is not supported in kernels");
  default: kir_type_error(T, s->span, "this statement is not supported in kernels");
  }
}

/* ---- typing one body, again while variable types are still being learnt ---- */

typedef struct Mark {
  int ncode, nregs, nslots, nargs;
} Mark;

static Mark mark(const KirFunc *f) { return (Mark){f->ncode, f->nregs, f->nslots, f->nargs}; }

static void keep_vars(KirFunc *f, const TScope *sc, int call);

/* How many inlined calls begin before pc (KirVar.call counts them: constants hoisted to the
 * front later move the pcs, not this order). */
static int calls_before(const KirFunc *f, int pc) {
  int n = 0;
  for (int k = 0; k < pc; k++) n += f->code[k].op == KIR_CALLBEGIN;
  return n;
}

static void rewind_to(KirFunc *f, Mark m) {
  int calls = calls_before(f, m.ncode);
  int kept = 0;
  for (int k = 0; k < f->nvars; k++) {
    if (f->vars[k].call >= calls) free(f->vars[k].name);
    else f->vars[kept++] = f->vars[k];
  }
  f->nvars = kept;
  for (int k = m.nslots; k < f->nslots; k++) {
    free(f->slots[k].name);
    free(f->slots[k].cdata);
  }
  for (int k = m.nargs; k < f->nargs; k++) free(f->args[k].str), free(f->args[k].fmt);
  f->ncode = m.ncode;
  f->nregs = m.nregs;
  f->nslots = m.nslots;
  f->nargs = m.nargs;
}

/* Does every path through body end in a return or a raise? (An if with both branches ending
 * so, `while True:` without a break counted as one; anything else may fall off the end.) */
static bool has_break(Stmt *const *body, int n) {
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    if (st->kind == ST_BREAK) return true;
    if (st->kind == ST_IF && (has_break(st->as.cond.body.items, st->as.cond.body.n) ||
                              has_break(st->as.cond.orelse.items, st->as.cond.orelse.n)))
      return true;
  }
  return false;
}

static bool always_returns(Stmt *const *body, int n) {
  if (n == 0) return false;
  const Stmt *last = body[n - 1];
  switch (last->kind) {
  case ST_RETURN: case ST_RAISE: return true;
  case ST_IF:
    return always_returns(last->as.cond.body.items, last->as.cond.body.n) &&
           always_returns(last->as.cond.orelse.items, last->as.cond.orelse.n);
  case ST_WHILE:
    return last->as.cond.test->kind == EX_TRUE && !has_break(last->as.cond.body.items, last->as.cond.body.n);
  default: return false;
  }
}

/* A @jit function returning a value on some paths and None on others is Numba's Optional
 * type, which compiled code does not have: the interpreter tier runs it (Numba's results). */
static void check_optional_return(Typer *T, const TScope *sc) {
  if (T->f->target != KIR_TARGET_CPU || !sc->have_ret) return;
  if (sc->ret_void || !always_returns(sc->fn->body, sc->fn->nbody))
    kir_type_error(T, sc->fn->span, "'%s' returns None on some paths and a value on others (Numba's Optional type)",
                   sc->fn->name);
}

/* Bind parameters and type the body until the learnt types are stable. */
static void type_body(Typer *T, TScope *sc, int argc, const TVal *argv, bool inlined, Span span) {
  const FuncNode *fn = sc->fn;
  if (fn->is_generator) kir_type_error(T, fn->span, "generators are not supported in compiled code");
  if (fn->nkwonly || fn->vararg || fn->kwarg)
    kir_type_error(T, fn->span, "*args, **kwargs and keyword-only parameters are not supported in compiled code");
  Mark m = mark(T->f);
  for (int pass = 0;; pass++) {
    sc->nvars = 0;
    sc->changed = false;
    sc->have_ret = false;
    sc->ret_void = false;
    int begin = calls_before(T->f, T->f->ncode);
    if (inlined) kir_emit(T->f, KIR_CALLBEGIN, span);
    for (int k = 0; k < argc; k++) kir_assign_var(T, fn->params[k], argv[k], fn->param_spans[k]);
    block(T, &(Block){fn->body, fn->nbody});
    if (inlined) kir_emit(T->f, KIR_CALLEND, span);
    if (!sc->changed || pass == 8) {
      check_optional_return(T, sc);
      if (inlined) keep_vars(T->f, sc, begin); /* the kernel's own: after kir_build's typing */
      return;
    }
    rewind_to(T->f, m);
  }
}

/* The parameter named name, or -1. */
static int param_index(const FuncNode *node, const char *name) {
  for (int k = 0; k < node->nparams; k++)
    if (strcmp(node->params[k], name) == 0) return k;
  return -1;
}

/* The arguments of an inlined call bound as Python binds them: positionals, then the keywords
 * (after them in argv, named by the call) by name, then the constant defaults of the parameters
 * not given; into all, node->nparams of them. */
static void bind_call(Typer *T, Value fn, const FuncNode *node, const Expr *call, const TVal *argv, TVal *all) {
  const Function *f = RT_AS(Function, fn);
  int npos = call->as.call.nargs, nreq = node->nparams - f->proto->ndefaults;
  Span span = call->span;
  if (npos > node->nparams)
    kir_type_error(T, span, "%s() takes %d arguments (%d given)", node->name, node->nparams, npos);
  bool given[KIR_MAX_ARGS] = {false};
  if (node->nparams > KIR_MAX_ARGS) kir_type_error(T, span, "%s() has too many parameters for compiled code", node->name);
  for (int k = 0; k < npos; k++) all[k] = argv[k], given[k] = true;
  for (int j = 0; j < call->as.call.nkw; j++) {
    const char *name = call->as.call.kwnames[j];
    int k = param_index(node, name);
    if (k < 0) kir_type_error(T, span, "%s() got an unexpected keyword argument '%s'", node->name, name);
    if (given[k]) kir_type_error(T, span, "%s() got multiple values for argument '%s'", node->name, name);
    all[k] = argv[npos + j];
    given[k] = true;
  }
  for (int k = 0; k < node->nparams; k++) {
    if (given[k]) continue;
    if (k < nreq) kir_type_error(T, span, "%s() missing required argument '%s'", node->name, node->params[k]);
    all[k] = kir_host_value(T, f->defaults[k - nreq], node->params[k], span);
  }
}

/* A function with declared signatures takes the arguments converted to the one chosen for
 * their types (as a call from the host does); NULL when it has none. */
static const KirSig *declared_sig(Typer *T, const KirDispatcher *d, int argc, TVal *argv, Span span) {
  if (!d->nsigs) return NULL;
  KirSig actual;
  memset(&actual, 0, sizeof actual);
  actual.nargs = argc;
  for (int k = 0; k < argc; k++) {
    if (argv[k].kind == TV_ARRAY) {
      const KirSlot *s = &T->f->slots[argv[k].slot];
      actual.args[k] = (KirTy){KIR_TY_ARRAY, s->dtype, s->ndim - argv[k].nfixed, 'C', 0};
    } else {
      actual.args[k] = (KirTy){KIR_TY_SCALAR, T->f->regs[kir_to_reg(T, argv[k], span)], 0, 'A', 0};
    }
  }
  int pick = kir_select_sig(d->sigs, d->nsigs, &actual);
  char names[512];
  if (pick == -1) kir_type_error(T, span, "No matching definition for argument type(s) %s", kir_args_name(&actual, names, sizeof names));
  if (pick == -2) kir_type_error(T, span, "two declared signatures fit argument type(s) %s equally well", kir_args_name(&actual, names, sizeof names));
  const KirSig *sig = &d->sigs[pick];
  for (int k = 0; k < argc; k++)
    if (sig->args[k].kind == KIR_TY_SCALAR) argv[k] = kir_tval_reg(kir_cast(T, kir_to_reg(T, argv[k], span), sig->args[k].dtype, span));
  return sig;
}

TVal kir_inline_call(Typer *T, Value dispatcher, const Expr *call, TVal *args) {
  const KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  Span span = call->span;
  const FuncNode *node = vm_function_node(d->fn);
  if (!node) kir_type_error(T, span, "the source of this function is not available");
  for (TScope *s = T->scope; s; s = s->caller) {
    if (s->fn != node) continue;
    if (recursion_quiet && T->f->target == KIR_TARGET_KERNEL && !T->f->device_math) {
      recursion_hit = true;
      rt_raise(RT_EXC_TypeError, "'%s' calls itself", node->name);
    }
    kir_type_error(T, span, "recursive calls are not supported in compiled code ('%s' calls itself)", node->name);
  }
  int argc = node->nparams;
  TVal *argv = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(argc ? argc : 1));
  bind_call(T, d->fn, node, call, args, argv);
  const KirSig *sig = declared_sig(T, d, argc, argv, span);
  TScope sc;
  memset(&sc, 0, sizeof sc);
  sc.fn = node;
  sc.fnval = d->fn;
  sc.caller = T->scope;
  T->scope = &sc;
  int outer_flag = T->break_flag; /* a break in the callee leaves its own loops only */
  T->break_flag = -1;
  type_body(T, &sc, argc, argv, true, span);
  T->break_flag = outer_flag;
  T->scope = sc.caller;
  TVal r = sc.have_ret ? sc.ret : (TVal){.kind = TV_NONE};
  free(sc.vars);
  free(sc.hints);
  if (sig && sig->ret.kind == KIR_TY_SCALAR && r.kind == TV_REG) r.reg = kir_cast(T, r.reg, sig->ret.dtype, span);
  return r;
}

/* The value of argument t (an array slot or scalar registers) for parameter name, from engine
 * argument *e on (kir_lower_sig: a complex scalar takes two, a complex array is a float one). */
static TVal bind_arg(Typer *T, KirTy t, int *e, const char *name, Span span) {
  KirFunc *f = T->f;
  TVal v;
  memset(&v, 0, sizeof v);
  if (t.kind == KIR_TY_ARRAY && t.rec) return kir_record_param(T, t, e, name);
  int k = (*e)++;
  bool cplx = kir_is_cplx_dtype(t.dtype);
  DType dt = cplx ? kir_cplx_part(t.dtype) : t.dtype;
  if (t.kind == KIR_TY_ARRAY) {
    v.kind = TV_ARRAY;
    v.slot = kir_new_slot(f, KIR_SLOT_PARAM, dt, t.ndim + cplx, name);
    f->slots[v.slot].param = k;
    f->params[k] = -1;
    if (cplx) return kir_cplx_array(T, v.slot, span);
  } else if (cplx) {
    f->params[k] = kir_new_reg(f, dt);
    f->params[(*e)++] = kir_new_reg(f, dt);
    return kir_cplx_val(f->params[k], f->params[k + 1]);
  } else {
    v = kir_tval_reg(kir_new_reg(f, dt));
    f->params[k] = v.reg;
  }
  return v;
}

/* Parameter p's value into argv[p]: a tuple parameter (kir.h's KirSig) is a local tuple of its
 * flattened elements' registers, so indexing, len, unpacking and loops treat it as one. */
static void bind_params(Typer *T, const KirSig *sig, TVal *argv) {
  KirFunc *f = T->f;
  f->params = rt_calloc((size_t)(f->sig.nargs ? f->sig.nargs : 1), sizeof(int));
  int nparams = sig->nparams ? sig->nparams : sig->nargs;
  Span span = T->scope->fn->span;
  for (int p = 0, k = 0, e = 0; p < nparams; p++) {
    const char *name = T->scope->fn->params[p];
    int n = sig->nparams ? sig->tuple_n[p] : 0;
    if (!n) {
      argv[p] = bind_arg(T, sig->args[k++], &e, name, span);
      continue;
    }
    memset(&argv[p], 0, sizeof argv[p]);
    argv[p].kind = TV_TUPLE;
    argv[p].n = n;
    argv[p].items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)n);
    for (int i = 0; i < n; i++) { /* an array item is named as indexed: arrs[1] */
      char item[128];
      snprintf(item, sizeof item, "%s[%d]", name, i);
      argv[p].items[i] = bind_arg(T, sig->args[k++], &e, item, span);
    }
  }
}

/* Control flow deeper than the engines' mask stacks is a compile error at its line. */
static void check_nesting(Typer *T) {
  int depth = 0;
  for (int pc = 0; pc < T->f->ncode; pc++) {
    const KirInst *in = &T->f->code[pc];
    if (in->op == KIR_IF || in->op == KIR_LOOP || in->op == KIR_CALLBEGIN) depth++;
    if (in->op == KIR_ENDIF || in->op == KIR_ENDLOOP || in->op == KIR_CALLEND) depth--;
    if (depth > KIR_MAX_NESTING)
      kir_type_error(T, in->span, "control flow is nested too deeply: more than %d levels of if/while/for, "
                     "and/or, conditional expressions and device function calls", KIR_MAX_NESTING);
  }
}

/* What an error unwinding through kir_build frees: the function being built, the arena and
 * the variable tables of every scope being typed (the inlining chain from T->scope). */
static void typer_unwind(void *p) {
  Typer *T = p;
  for (TScope *s = T->scope; s; s = s->caller) {
    free(s->vars);
    free(s->hints);
  }
  vm_arena_free(T->arena);
  kir_func_free(T->f);
}

/* Where a body's variables live, kept on f for the debugger's `print` (tuples are left out):
 * the kernel's (call -1) or those of the device function inlined by the call-th call. */
static void keep_vars(KirFunc *f, const TScope *sc, int call) {
  f->vars = rt_realloc(f->vars, (size_t)(f->nvars + sc->nvars + 1) * sizeof *f->vars);
  for (int k = 0; k < sc->nvars; k++) {
    const TVal *v = &sc->vars[k].val;
    bool whole = v->kind == TV_ARRAY && !v->nfixed && !v->fixmask && !v->rev; /* not a view */
    for (int d = 0; whole && d < KIR_MAX_INDEX; d++) whole = !v->off[d] && !v->len[d] && !v->step[d];
    if (v->kind != TV_REG && !whole) continue;
    KirVar *kv = &f->vars[f->nvars++];
    kv->name = rt_strdup(sc->vars[k].name);
    kv->reg = v->kind == TV_REG ? v->reg : -1;
    kv->slot = v->kind == TV_ARRAY ? v->slot : -1;
    kv->call = call;
  }
}

/* The result registers (consecutive from the first: return_stmt allocates them so), each
 * complex item's pair marked in ret_cplx; an inferred return type is the first item's. */
static void set_result(KirFunc *f, const TScope *sc) {
  const TVal *ret = &sc->ret;
  int n = ret->kind == TV_TUPLE ? ret->n : 1;
  f->ret_tuple = ret->kind == TV_TUPLE;
  f->ret = ret->kind == TV_TUPLE ? ret->items[0].reg : ret->reg;
  f->nret = 0;
  for (int k = 0; k < n; k++) {
    const TVal *item = ret->kind == TV_TUPLE ? &ret->items[k] : ret;
    if (f->nret >= KIR_MAX_ARGS - 1) rt_raise(RT_EXC_TypeError, "too many values returned from compiled code");
    if (item->kind == TV_CPLX) f->ret_cplx |= 1ull << f->nret;
    if (sc->ret_arr >> k & 1) {
      f->ret_arr |= 1ull << f->nret;
      if (sc->ret_view >> k & 1) f->ret_view |= 1ull << f->nret;
      f->rettys[f->nret++] = sc->ret_arrty[k];
      for (int j = 0; sc->ret_view >> k & 1 && j < 1 + 2 * sc->ret_arrty[k].ndim; j++) { /* a view's description */
        if (f->nret >= KIR_MAX_ARGS - 1) rt_raise(RT_EXC_TypeError, "too many values returned from compiled code");
        f->rettys[f->nret++] = (KirTy){KIR_TY_SCALAR, DT_INT64, 0, 'A', 0};
      }
      continue;
    }
    f->rettys[f->nret++] = (KirTy){KIR_TY_SCALAR, f->regs[item->reg], 0, 'A', 0};
    if (item->kind == TV_CPLX) f->rettys[f->nret++] = (KirTy){KIR_TY_SCALAR, f->regs[item->im], 0, 'A', 0};
  }
  if (f->usig.ret.kind == KIR_TY_INFER) {
    f->usig.ret = f->sig.ret = f->rettys[0];
    if (f->ret_cplx & 1) f->usig.ret.dtype = f->regs[f->ret] == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128;
  }
}

KirFunc *kir_build(Value fn, const KirSig *sig, KirTarget target) {
  const Proto *p = RT_AS(Function, fn)->proto;
  Arena arena;
  vm_arena_init(&arena);
  TScope sc;
  memset(&sc, 0, sizeof sc);
  Typer T = {.arena = &arena, .scope = &sc, .break_flag = -1};
  int mark = rt_cleanup_push(typer_unwind, &T);
  KirFunc *f = T.f = rt_calloc(1, sizeof *f);
  f->name = rt_strdup(p->name);
  f->file = rt_strdup(p->source ? p->source->name : "<unknown>");
  f->src = p->source ? p->source->text : "";
  f->target = target;
  f->device_math = target != KIR_TARGET_CPU && kir_device_math();
  f->usig = *sig;
  kir_lower_sig(sig, &f->sig);
  f->ret = -1;
  f->fnval = fn;
  T.file = f->file;
  T.src = f->src;
  sc.fn = vm_function_node(fn);
  sc.fnval = fn;
  if (!sc.fn) rt_raise(RT_EXC_TypeError, "cannot compile '%s': its source is not available", p->name);
  int nparams = sig->nparams ? sig->nparams : sig->nargs;
  if (sc.fn->nparams != nparams)
    rt_raise(RT_EXC_TypeError, "%s() takes %d positional arguments but %d were given", p->name, sc.fn->nparams, nparams);
  TVal argv[KIR_MAX_ARGS];
  bind_params(&T, sig, argv);
  type_body(&T, &sc, nparams, argv, false, sc.fn->span);
  check_nesting(&T);
  if (sc.have_ret) {
    set_result(f, &sc);
  } else if (f->sig.ret.kind == KIR_TY_INFER) {
    f->sig.ret.kind = f->usig.ret.kind = KIR_TY_VOID;
  }
  keep_vars(f, &sc, -1);
  kir_hoist_consts(f);
  kir_mark_gpu_f32(f);
  if (weft_config()->dump_kir) kir_print(f, stderr); /* debugging aid */
  const char *bad = kir_verify(f);
  if (bad) rt_raise(RT_EXC_RuntimeError, "internal error: KIR of '%s' is invalid: %s", f->name, bad);
  T.f = NULL; /* built: the caller owns it; the working state goes */
  rt_cleanup_pop(mark, true);
  return f;
}

typedef struct TryBuild {
  Value fn;
  const KirSig *sig;
  KirTarget target;
  KirFunc *f;
} TryBuild;

static void try_build_job(void *ud) {
  TryBuild *job = ud;
  job->f = kir_build(job->fn, job->sig, job->target);
}

KirFunc *kir_build_kernel(Value fn, const KirSig *sig) {
  TryBuild job = {fn, sig, KIR_TARGET_KERNEL, NULL};
  bool was = recursion_quiet;
  recursion_quiet = true;
  recursion_hit = false;
  int failed = rt_pcall(try_build_job, &job);
  recursion_quiet = was;
  if (!failed) return job.f;
  if (!recursion_hit || rt_error_current()->kind != RT_EXC_TypeError) rt_reraise();
  recursion_hit = false;
  rt_error_clear();
  return NULL;
}

KirFunc *kir_try_build(Value fn, const KirSig *sig, KirTarget target, KirNumbaWhy *why) {
  TryBuild job = {fn, sig, target, NULL};
  bool was = quiet;
  KirNumbaWhy *was_why = shared_why;
  memset(why, 0, sizeof *why);
  quiet = true;
  shared_why = why;
  int failed = rt_pcall(try_build_job, &job);
  quiet = was;
  shared_why = was_why;
  if (!failed) return job.f;
  ExcKind kind = rt_error_current()->kind;
  if (kind == RT_EXC_KeyboardInterrupt || kind == RT_EXC_MemoryError) rt_reraise();
  const char *msg = rt_error_current()->message;
  if (!why->typer[0]) snprintf(why->typer, sizeof why->typer, "%s", msg ? msg : "?");
  rt_error_clear();
  return NULL;
}
