/* exc_star.c — the run-time half of try/except* (compile_try.c emits the calls): the
 * functions __weft_star_begin, _match, _raised and _end, hidden builtins the compiled code
 * calls with a state object that lives while the handlers run. As CPython 3.11:
 *   - a naked exception is matched as ExceptionGroup("", (exc,)); left unmatched, it goes on
 *     naked; a clause that raises a new exception for it makes that one go on, naked; one
 *     that re-raises makes the ExceptionGroup it got go on;
 *   - each clause takes the part of what is still unmatched that its type matches (split);
 *   - a clause's bare `raise` puts its part back; a new exception it raises is collected;
 *   - at the end, the unmatched and re-raised leaves, in the original group's structure,
 *     go on; with new exceptions, all of them go on together in ExceptionGroup("", [...]).
 * What goes on is raised as a re-raise: its traceback is the one it already has. */
#include <stdlib.h>
#include <string.h>

#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/modules.h"
#include "../obj/ops.h"
#include "vm_internal.h"

typedef struct StarState {
  Obj hdr;
  Value orig;   /* the exception the try body raised */
  Value rest;   /* the part no clause matched yet: a group, or None */
  Value raised; /* a list: new exceptions the clauses raised */
  Value keep;   /* a list: the parts clauses re-raised */
  bool naked;   /* orig is not a group */
  int match_ntb; /* the length of the last match's traceback: a bare raise leaves it so */
} StarState;

static void state_free(Obj *o) {
  StarState *s = (StarState *)o;
  rt_decref(s->orig);
  rt_decref(s->rest);
  rt_decref(s->raised);
  rt_decref(s->keep);
  free(o);
}

/* The state lives in a frame's register while the handlers run, and what it holds (the
 * exception, the parts re-raised) has a traceback back to that frame: a cycle the collector
 * must be able to see through. */
static void state_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  StarState *s = (StarState *)o;
  visit(s->orig, arg);
  visit(s->rest, arg);
  visit(s->raised, arg);
  visit(s->keep, arg);
}

static void state_clear(Obj *o) {
  StarState *s = (StarState *)o;
  Value held[4] = {s->orig, s->rest, s->raised, s->keep};
  s->orig = s->rest = s->raised = s->keep = rt_none();
  for (int k = 0; k < 4; k++) rt_decref(held[k]);
}

static const ObjType state_type = {
    .name = "except* state", .free = state_free, .traverse = state_traverse, .clear = state_clear};

#define ST(v) RT_AS(StarState, v)

static StarState *state_arg(const Value *argv, int argc) {
  if (argc < 1 || !rt_is_type(argv[0], &state_type)) rt_raise(RT_EXC_TypeError, "internal: not an except* state");
  return ST(argv[0]);
}

/* __weft_star_begin(exc) */
static Value star_begin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)kw;
  if (argc != 1 || !rt_is_exception(argv[0])) rt_raise(RT_EXC_TypeError, "internal: except* of a non-exception");
  StarState *s = rt_calloc(1, sizeof *s);
  rt_obj_init(&s->hdr, &state_type);
  Value st = rt_obj(s);
  int mark = rt_cleanup_push_value(&st);
  s->orig = (rt_incref(argv[0]), argv[0]);
  s->rest = rt_none();
  s->raised = rt_list_new(0);
  s->keep = rt_list_new(0);
  s->naked = !rt_exc_is_group(argv[0]);
  if (s->naked) { /* ExceptionGroup("", (exc,)), what a matching clause gets */
    Value args[2] = {rt_str_from_c(""), rt_tuple_from(1, argv)};
    int inner = rt_cleanup_push_value(&args[0]);
    rt_cleanup_push_value(&args[1]);
    s->rest = rt_exc_group_new(RT_EXC_BaseExceptionGroup, 2, args, NULL);
    rt_cleanup_pop(inner, true);
  } else {
    s->rest = (rt_incref(argv[0]), argv[0]);
  }
  rt_cleanup_pop(mark, false);
  rt_gc_track(&s->hdr);
  return st;
}

static bool is_group_class(Value t) {
  if (rt_is_tuple(t)) {
    const Tuple *tt = RT_AS(Tuple, t);
    for (int64_t k = 0; k < tt->n; k++)
      if (is_group_class(tt->items[k])) return true;
    return false;
  }
  return rt_exc_is_class(t) && rt_exc_issubclass(t, rt_exc_class(RT_EXC_BaseExceptionGroup));
}

static void check_star_type(Value t) {
  bool ok = rt_exc_is_class(t);
  if (rt_is_tuple(t)) {
    ok = true;
    const Tuple *tt = RT_AS(Tuple, t);
    for (int64_t k = 0; k < tt->n; k++) ok = ok && rt_exc_is_class(tt->items[k]);
  }
  if (!ok) rt_raise(RT_EXC_TypeError, "catching classes that do not inherit from BaseException is not allowed");
  if (is_group_class(t)) rt_raise(RT_EXC_TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
}

/* __weft_star_match(state, type): the matching part (None for none); the rest stays */
static Value star_match(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)kw;
  StarState *s = state_arg(argv, argc);
  check_star_type(argv[1]);
  if (rt_is_none(s->rest)) return rt_none();
  if (s->naked) { /* all of it or nothing */
    if (!rt_exception_matches(s->orig, argv[1])) return rt_none();
    Value match = s->rest;
    s->rest = rt_none();
    s->match_ntb = RT_AS(ExcObj, match)->ntb;
    return match;
  }
  Value match, rest;
  rt_exc_group_split(s->rest, argv[1], &match, &rest);
  rt_decref(s->rest);
  s->rest = rest;
  if (!rt_is_none(match)) s->match_ntb = RT_AS(ExcObj, match)->ntb;
  return match;
}

/* __weft_star_raised(state, exc, match): what a clause raised; its own part again by a bare
 * raise (its traceback as it was: `raise e` puts the clause's frame in front) is kept */
static Value star_raised(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)kw;
  StarState *s = state_arg(argv, argc);
  if (argc != 3) rt_raise(RT_EXC_TypeError, "internal: __weft_star_raised takes 3 arguments");
  if (rt_is(argv[1], argv[2]) && RT_AS(ExcObj, argv[1])->ntb == s->match_ntb) rt_list_append(s->keep, argv[2]);
  else rt_list_append(s->raised, argv[1]);
  return rt_none();
}

/* Is leaf one of the leaves of the groups in list? (identity) */
static bool leaf_in(Value leaf, Value v) {
  if (rt_is(leaf, v)) return true;
  if (!rt_exc_is_group(v)) return false;
  Value items = rt_exc_group_items(v);
  const Tuple *t = RT_AS(Tuple, items);
  for (int64_t k = 0; k < t->n; k++)
    if (leaf_in(leaf, t->items[k])) return true;
  return false;
}

/* split's predicate, bound to the list of groups whose leaves it keeps */
static Value keep_pred(Value kept_leaves, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw, (void)argc;
  if (rt_exc_is_group(argv[0])) return rt_bool(false); /* decided leaf by leaf */
  const List *l = RT_AS(List, kept_leaves);
  for (int64_t k = 0; k < l->n; k++)
    if (leaf_in(argv[0], l->items[k])) return rt_bool(true);
  return rt_bool(false);
}

static int64_t count_leaves(Value v) {
  if (!rt_exc_is_group(v)) return 1;
  const Tuple *t = RT_AS(Tuple, rt_exc_group_items(v));
  int64_t n = 0;
  for (int64_t k = 0; k < t->n; k++) n += count_leaves(t->items[k]);
  return n;
}

/* The original group cut down to the leaves still unmatched or re-raised (None: none); the
 * original itself when that is all of it */
static Value kept_part(StarState *s) {
  Value groups = rt_list_from(RT_AS(List, s->keep)->n, RT_AS(List, s->keep)->items);
  int mark = rt_cleanup_push_value(&groups);
  if (!rt_is_none(s->rest)) rt_list_append(groups, s->rest);
  Value r = rt_none();
  if (RT_AS(List, groups)->n > 0) {
    int64_t kept = 0;
    const List *l = RT_AS(List, groups);
    for (int64_t k = 0; k < l->n; k++) kept += count_leaves(l->items[k]);
    if (s->naked && RT_AS(List, s->keep)->n > 0) { /* re-raised: the group the clause got */
      r = (rt_incref(RT_AS(List, s->keep)->items[0]), RT_AS(List, s->keep)->items[0]);
    } else if (s->naked || kept >= count_leaves(s->orig)) {
      r = (rt_incref(s->orig), s->orig);
    } else {
      Value pred = rt_native_bind("keep", keep_pred, groups), rest;
      int inner = rt_cleanup_push_value(&pred);
      rt_exc_group_split(s->orig, pred, &r, &rest);
      rt_decref(rest);
      rt_cleanup_pop(inner, true);
    }
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static _Noreturn void reraise(Value exc) {
  vm_current->tb_reraise = true; /* its traceback goes on as it is */
  rt_raise_value(RT_AS(ExcObj, exc)->kind, exc.as.o);
}

/* __weft_star_end(state): None when all was handled, else raises what goes on */
static Value star_end(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)kw;
  StarState *s = state_arg(argv, argc);
  const List *raised = RT_AS(List, s->raised);
  if (s->naked && raised->n == 1 && RT_AS(List, s->keep)->n == 0 && rt_is_none(s->rest)) {
    Value e = (rt_incref(raised->items[0]), raised->items[0]);
    reraise(e);
  }
  Value kept = kept_part(s);
  if (raised->n == 0) {
    if (rt_is_none(kept)) return rt_none();
    reraise(kept);
  }
  int mark = rt_cleanup_push_value(&kept);
  Value all = rt_list_from(raised->n, raised->items);
  rt_cleanup_push_value(&all);
  if (!rt_is_none(kept)) rt_list_append(all, kept);
  Value args[2] = {rt_str_from_c(""), all};
  rt_cleanup_push_value(&args[0]);
  Value g = rt_exc_group_new(RT_EXC_BaseExceptionGroup, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  reraise(g);
}

void vm_install_star_builtins(void) {
  Value b = rt_builtins_module();
  rt_module_add_fn(b, "__weft_star_begin", star_begin);
  rt_module_add_fn(b, "__weft_star_match", star_match);
  rt_module_add_fn(b, "__weft_star_raised", star_raised);
  rt_module_add_fn(b, "__weft_star_end", star_end);
}
