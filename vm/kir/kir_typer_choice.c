/* kir_typer_choice.c — array variables bound to different arrays on different paths:
 * `data = buf_0` in one branch and `data = buf_1` in the other, or `a, b = b, a` in a loop (the
 * double buffering of Numba's laplace example). An array is a compile-time slot in KIR, so such
 * a variable (learnt over the body's typing passes: whole arrays of one dtype and rank, at most
 * KIR_MAX_CHOICE) gets a selector register that each binding sets to the array's number among
 * the variable's arrays. A statement or an if/while test that reads the variable is typed once
 * per array under `if selector == k`; the guards are all computed before the first copy runs,
 * since a copy may rebind the variable (the swap). Any other read is a compile error
 * (kir_typer_expr.c name_expr), never a silent choice of one array. `x = a if c else b` of two
 * array variables is typed as the if statement it stands for, and the arguments of a loop's
 * `range(...)` that read such a variable are computed before the loop. */
#include <stdio.h>
#include <string.h>

#include "kir_typer.h"

bool kir_whole_array(TVal v) {
  if (v.nfixed || v.fixmask || v.rev) return false;
  for (int k = 0; k < KIR_MAX_INDEX; k++)
    if (v.off[k] || v.len[k] || v.step[k]) return false;
  return true;
}

static int choice_index(const THint *h, int slot) {
  for (int k = 0; k < h->nchoice; k++)
    if (h->choice[k] == slot) return k;
  return -1;
}

/* Every array of the variable has the first one's dtype and rank, as Numba's unification needs. */
static void check_alike(Typer *T, const THint *h, const char *name, Span span) {
  for (int k = 0; k < h->nchoice; k++) /* an array a later pass has not made (yet): `x = x * 2` in a loop */
    if (h->choice[k] < 0 || h->choice[k] >= T->f->nslots)
      kir_type_error(T, span, "'%s' is bound to a new array on each pass of a loop", name);
  const KirSlot *a = &T->f->slots[h->choice[0]];
  for (int k = 1; k < h->nchoice; k++) {
    const KirSlot *b = &T->f->slots[h->choice[k]];
    if (a->dtype != b->dtype || a->ndim != b->ndim)
      kir_type_error(T, span, "'%s' is bound to arrays of different types (%dd %s and %dd %s)", name,
                     a->ndim, rt_dtypes[a->dtype].name, b->ndim, rt_dtypes[b->dtype].name);
  }
}

/* Do views a and b of one array have the same form (fixed axes, sliced axes)? */
static bool same_form(const TVal *a, const TVal *b) {
  if (a->kind != TV_ARRAY || a->slot != b->slot || a->nfixed != b->nfixed || a->fixmask != b->fixmask ||
      a->rev != b->rev)
    return false;
  for (int k = 0; k < KIR_MAX_INDEX; k++)
    if (!a->off[k] != !b->off[k] || !a->len[k] != !b->len[k] || !a->step[k] != !b->step[k]) return false;
  return true;
}

/* src moved into the variable's register have (made when 0); the register. */
static int own_reg(Typer *T, int have, int src, Span span) {
  int d = have ? have : kir_new_reg(T->f, T->f->regs[src]);
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = kir_cast(T, src, T->f->regs[d], span);
  return d;
}

/* A view bound to a variable keeps its index, bounds and step in registers of the variable,
 * copied at the binding: `row = a[j]` then `j += 1` still reads row j, and views of one form
 * bound in both branches of an `if` share them, so the branch that ran decides. */
static TVal own_view(Typer *T, const TVar *var, TVal v, Span span) {
  bool reuse = var->assigned && same_form(&var->val, &v);
  const TVal *old = &var->val;
  for (int ax = 0; ax < KIR_MAX_INDEX; ax++) {
    if (v.fixmask & (1u << ax)) v.fixed[ax] = own_reg(T, reuse ? old->fixed[ax] : 0, v.fixed[ax], span);
    if (v.off[ax]) v.off[ax] = own_reg(T, reuse ? old->off[ax] - 1 : 0, v.off[ax] - 1, span) + 1;
    if (v.len[ax]) v.len[ax] = own_reg(T, reuse ? old->len[ax] - 1 : 0, v.len[ax] - 1, span) + 1;
    if (v.step[ax]) v.step[ax] = own_reg(T, reuse ? old->step[ax] - 1 : 0, v.step[ax] - 1, span) + 1;
  }
  return v;
}

TVal kir_choice_bind(Typer *T, TVar *var, TVal v, Span span) {
  THint *h = kir_hint(T->scope, var->name);
  bool whole = kir_whole_array(v);
  if (!whole) v = own_view(T, var, v, span);
  if (var->vbase && v.slot == var->vbase - 1) return v; /* a view of its own base slot (kir_typer_rebind.c) */
  int k = choice_index(h, v.slot);
  if (k < 0) {
    if (h->nchoice == KIR_MAX_CHOICE)
      kir_type_error(T, span, "'%s' is bound to more than %d different arrays", var->name, KIR_MAX_CHOICE);
    k = h->nchoice;
    h->choice[h->nchoice++] = v.slot;
    if (h->nchoice > 1) T->scope->changed = true; /* its earlier reads are typed again, guarded */
    if (h->nchoice > 1 && whole && T->f->target == KIR_TARGET_CPU && !kir_in_prange(T->f)) { /* rebound instead */
      h->rebound = true;
      return v;
    }
  }
  if (h->nchoice < 2) return v;
  if (!whole)
    kir_type_error(T, span, "'%s' is bound to different arrays on different paths, so each must be a whole "
                   "array, not a view", var->name);
  check_alike(T, h, var->name, span);
  if (!var->sel) var->sel = kir_new_reg(T->f, DT_INT32) + 1;
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = var->sel - 1;
  in->a = kir_const_int(T, k, DT_INT32, span);
  return v;
}

/* ---- which such variables a statement reads ---- */

typedef struct Reads {
  const char *names[KIR_MAX_CHOICE];
  int n;
} Reads;

static void note(Typer *T, const char *name, Reads *r, Span span) {
  TVar *v = kir_find_var(T, name);
  if (!v || !v->sel || v->pinned) return;
  for (int k = 0; k < r->n; k++)
    if (strcmp(r->names[k], name) == 0) return;
  if (r->n == KIR_MAX_CHOICE)
    kir_type_error(T, span, "this statement reads too many array variables bound to different arrays");
  r->names[r->n++] = name;
}

static void scan(Typer *T, const Expr *e, Reads *r);

static void scan_all(Typer *T, Expr *const *es, int n, Reads *r) {
  for (int k = 0; k < n; k++) scan(T, es[k], r);
}

/* The expression kinds compiled code takes (others are compile errors wherever they appear). */
static void scan(Typer *T, const Expr *e, Reads *r) {
  if (!e) return;
  switch (e->kind) {
  case EX_NAME: note(T, e->as.name.id, r, e->span); return;
  case EX_FSTRING: scan_all(T, e->as.fstring.parts, e->as.fstring.n, r); return;
  case EX_FORMATTED: scan(T, e->as.formatted.value, r); scan(T, e->as.formatted.spec, r); return;
  case EX_BINOP: scan(T, e->as.binop.left, r); scan(T, e->as.binop.right, r); return;
  case EX_UNARY: scan(T, e->as.unary.operand, r); return;
  case EX_BOOLOP: scan(T, e->as.boolop.left, r); scan(T, e->as.boolop.right, r); return;
  case EX_COMPARE: scan_all(T, e->as.compare.operands, e->as.compare.n, r); return;
  case EX_IFEXP:
    scan(T, e->as.ifexp.test, r);
    scan(T, e->as.ifexp.body, r);
    scan(T, e->as.ifexp.orelse, r);
    return;
  case EX_CALL:
    scan(T, e->as.call.func, r);
    scan_all(T, e->as.call.args, e->as.call.nargs, r);
    scan_all(T, e->as.call.kwvalues, e->as.call.nkw, r);
    return;
  case EX_ATTR: scan(T, e->as.attr.obj, r); return;
  case EX_SUBSCRIPT: scan(T, e->as.subscript.obj, r); scan(T, e->as.subscript.index, r); return;
  case EX_SLICE: scan(T, e->as.slice.lo, r); scan(T, e->as.slice.hi, r); scan(T, e->as.slice.step, r); return;
  case EX_TUPLE: case EX_LIST: scan_all(T, e->as.seq.items, e->as.seq.n, r); return;
  case EX_STARRED: scan(T, e->as.starred, r); return;
  default: return;
  }
}

/* An assignment target reads the arrays it indexes; a name it binds is not read. */
static void scan_target(Typer *T, const Expr *e, Reads *r) {
  if (e->kind == EX_NAME) return;
  if (e->kind == EX_TUPLE || e->kind == EX_LIST) {
    for (int k = 0; k < e->as.seq.n; k++) scan_target(T, e->as.seq.items[k], r);
    return;
  }
  scan(T, e, r);
}

/* ---- typing under guards ---- */

typedef void (*GuardedFn)(Typer *T, void *ud);

/* Type fn once per combination of the arrays of the variables read (the first varies fastest),
 * each copy under `if` its selectors equal that combination. */
static void guarded(Typer *T, const Reads *r, Span span, GuardedFn fn, void *ud) {
  int count[KIR_MAX_CHOICE], total = 1;
  for (int j = 0; j < r->n; j++) {
    count[j] = kir_hint(T->scope, r->names[j])->nchoice;
    total *= count[j];
  }
  if (total > 16) kir_type_error(T, span, "this statement reads array variables bound to too many arrays");
  for (int j = 0; j < r->n; j++) {
    const THint *h = kir_hint(T->scope, r->names[j]);
    for (int k = 0; k < h->nchoice; k++) /* an array this pass has not made yet: `x = x * 2` in a loop */
      if (h->choice[k] < 0 || h->choice[k] >= T->f->nslots)
        kir_type_error(T, span, "'%s' is bound to a new array on each pass of a loop", r->names[j]);
  }
  int guard[16];
  for (int c = 0; c < total; c++) {
    guard[c] = -1;
    for (int j = 0, rest = c; j < r->n; rest /= count[j], j++) {
      int sel = kir_find_var(T, r->names[j])->sel - 1;
      int eq = kir_binop(T, KB_EQ, sel, kir_const_int(T, rest % count[j], DT_INT32, span), span);
      guard[c] = guard[c] < 0 ? eq : kir_binop(T, KB_AND, guard[c], eq, span);
    }
  }
  for (int c = 0; c < total; c++) {
    kir_emit(T->f, KIR_IF, span)->a = guard[c];
    for (int j = 0, rest = c; j < r->n; rest /= count[j], j++) {
      TVar *v = kir_find_var(T, r->names[j]);
      memset(&v->val, 0, sizeof v->val);
      v->val.kind = TV_ARRAY;
      v->val.slot = kir_hint(T->scope, r->names[j])->choice[rest % count[j]];
      v->pinned = true;
    }
    fn(T, ud);
    for (int j = 0; j < r->n; j++) kir_find_var(T, r->names[j])->pinned = false;
    kir_emit(T->f, KIR_ENDIF, span);
  }
}

typedef struct StmtJob {
  Stmt *s;
  void (*type_stmt)(Typer *T, Stmt *s);
} StmtJob;

static void stmt_job(Typer *T, void *ud) {
  StmtJob *job = ud;
  job->type_stmt(T, job->s);
}

/* Is e a name whose variable holds an array? */
static bool array_name(Typer *T, const Expr *e) {
  TVar *v = e->kind == EX_NAME ? kir_find_var(T, e->as.name.id) : NULL;
  return v && v->assigned && (v->sel || v->val.kind == TV_ARRAY);
}

/* `x = a if c else b` of two array variables: typed as the if statement it stands for (an
 * array is no register value, so the expression itself cannot choose). */
static bool array_ifexp(Typer *T, Stmt *s, void (*type_stmt)(Typer *T, Stmt *s)) {
  if (s->kind != ST_ASSIGN || s->as.assign.ntargets != 1 || s->as.assign.targets[0]->kind != EX_NAME) return false;
  Expr *e = s->as.assign.value;
  if (e->kind != EX_IFEXP || !array_name(T, e->as.ifexp.body) || !array_name(T, e->as.ifexp.orelse)) return false;
  Stmt *arm = vm_arena_alloc(T->arena, 2 * sizeof *arm);
  arm[0] = arm[1] = *s;
  arm[0].as.assign.value = e->as.ifexp.body;
  arm[1].as.assign.value = e->as.ifexp.orelse;
  int c = kir_choice_test(T, e->as.ifexp.test);
  kir_emit(T->f, KIR_IF, e->span)->a = c;
  type_stmt(T, &arm[0]);
  kir_emit(T->f, KIR_ELSE, e->span)->a = c;
  type_stmt(T, &arm[1]);
  kir_emit(T->f, KIR_ENDIF, e->span);
  return true;
}

/* A name expression for a hidden variable, id made from the line, column and k. */
static Expr *hidden_name(Typer *T, Span span, int k) {
  char id[64];
  snprintf(id, sizeof id, "$iter%d_%d_%d", span.line, span.col, k);
  Expr *e = vm_arena_alloc(T->arena, sizeof *e);
  e->kind = EX_NAME;
  e->span = span;
  e->as.name.id = vm_arena_strndup(T->arena, id, strlen(id));
  return e;
}

/* `for j in range(len(data))`: each argument of the iterable's call that reads such a variable
 * goes to a hidden variable first (a guarded assignment), then the loop runs as written over
 * those. Other iterables that read one are compile errors (name_expr). */
static bool loop_args(Typer *T, Stmt *s, void (*type_stmt)(Typer *T, Stmt *s)) {
  Expr *it = s->as.loop.iter;
  if (it->kind != EX_CALL || it->as.call.nkw) return false;
  Expr *call = NULL;
  for (int k = 0; k < it->as.call.nargs; k++) {
    Reads r = {.n = 0};
    scan(T, it->as.call.args[k], &r);
    if (!r.n) continue;
    if (!call) {
      call = vm_arena_alloc(T->arena, sizeof *call);
      *call = *it;
      call->as.call.args = vm_arena_alloc(T->arena, sizeof(Expr *) * (size_t)it->as.call.nargs);
      memcpy(call->as.call.args, it->as.call.args, sizeof(Expr *) * (size_t)it->as.call.nargs);
    }
    Expr *name = hidden_name(T, it->span, k);
    Expr **target = vm_arena_alloc(T->arena, sizeof *target);
    *target = name;
    Stmt *a = vm_arena_alloc(T->arena, sizeof *a);
    a->kind = ST_ASSIGN;
    a->span = it->as.call.args[k]->span;
    a->as.assign.targets = target;
    a->as.assign.ntargets = 1;
    a->as.assign.value = it->as.call.args[k];
    type_stmt(T, a);
    call->as.call.args[k] = name;
  }
  if (!call) return false;
  Stmt *loop = vm_arena_alloc(T->arena, sizeof *loop);
  *loop = *s;
  loop->as.loop.iter = call;
  type_stmt(T, loop);
  return true;
}

bool kir_choice_stmt(Typer *T, Stmt *s, void (*type_stmt)(Typer *T, Stmt *s)) {
  if (array_ifexp(T, s, type_stmt)) return true;
  if (s->kind == ST_FOR) return loop_args(T, s, type_stmt);
  Reads r = {.n = 0};
  switch (s->kind) {
  case ST_EXPR: scan(T, s->as.expr, &r); break;
  case ST_ASSIGN:
    scan(T, s->as.assign.value, &r);
    for (int k = 0; k < s->as.assign.ntargets; k++) scan_target(T, s->as.assign.targets[k], &r);
    break;
  case ST_AUGASSIGN: scan(T, s->as.aug.target, &r); scan(T, s->as.aug.value, &r); break;
  case ST_RETURN: scan(T, s->as.ret, &r); break;
  default: return false;
  }
  if (!r.n) return false;
  StmtJob job = {s, type_stmt};
  guarded(T, &r, s->span, stmt_job, &job);
  return true;
}

typedef struct TestJob {
  Expr *test;
  int c;
} TestJob;

static void test_job(Typer *T, void *ud) {
  TestJob *job = ud;
  int t = kir_truth(T, kir_expr(T, job->test), job->test->span);
  KirInst *in = kir_emit(T->f, KIR_MOV, job->test->span);
  in->d = job->c;
  in->a = t;
}

int kir_choice_test(Typer *T, Expr *test) {
  Reads r = {.n = 0};
  scan(T, test, &r);
  if (!r.n) return kir_truth(T, kir_expr(T, test), test->span);
  TestJob job = {test, kir_new_reg(T->f, DT_BOOL)};
  KirInst *in = kir_emit(T->f, KIR_MOV, test->span);
  in->d = job.c;
  in->a = kir_const_int(T, 0, DT_BOOL, test->span);
  guarded(T, &r, test->span, test_job, &job);
  return job.c;
}
