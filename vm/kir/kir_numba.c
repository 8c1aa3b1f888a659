/* kir_numba.c — what Numba 0.56 itself does with a @jit function that Weft's typer does not
 * compile (kir_host.c then runs it in the interpreter). Numba rejects argument types it cannot
 * type (dicts, instances of Python classes, plain functions, modules) and, in the body, names of
 * plain Python functions and classes and methods of NumPy ufuncs (np.multiply.reduce). For such
 * a function @njit / @jit(nopython=True) raises Numba's TypingError and @jit falls back to object
 * mode with Numba's NumbaWarnings on stderr: both are written here in Numba's words and layout
 * (its "File ..., line N:" source excerpts). Everything else runs silently, as Numba compiles
 * it; when unsure this file says "compiles": a program Numba runs must never stop here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../base/strbuf.h"
#include "../np/array.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../py/py.h"
#include "kir.h"
#include "kir_engine.h"
#include "kir_literal_sigs.h"
#include "kir_typer.h"

/* One rejection, as Numba reports it. */
typedef struct Reject {
  char reason[1536]; /* Numba's message line ("Untyped global name 'f': ...") */
  bool at_args;      /* "typing of argument": points at the decorator, lists the arguments */
  const char *during; /* Numba's "During: typing of <during>" at the same line, or NULL */
  bool during_first;  /* that line comes before the excerpt (no excerpt after the reason) */
  int line;          /* the source line it points at */
  char args[512];    /* at_args: "- argument 0: Cannot determine Numba type of <class 'dict'>\n"... */
  bool unsupported;  /* an UnsupportedError of Numba's bytecode analysis, not a TypingError */
  bool dict_get;     /* d.get(key) on an untyped Dict(): reason holds the key's literal type, args its type */
  bool rewrite;      /* a ConstantInferenceError of Numba's pre-inference rewrite (kir_numba_raise.c) */
} Reject;

/* Per dispatcher: the body's verdict (scanned once) and the argument types already warned
 * about for calls that have no cache entry (kir_host.c's untyped calls). */
typedef struct KirNumbaState {
  int body; /* 0: not scanned yet, 1: Numba compiles it, 2: Numba rejects it (body_reject) */
  Value frozen; /* global name -> its value at the scan (the first call): a dict, or RT_UNDEF */
  Reject body_reject;
  bool raises_scanned;  /* kir_numba_rewrite_verdict looked at the raises */
  bool prescan_rejects; /* and found one to reject: body_reject is its report */
  bool npkw_none;       /* it found no np.mean(..., axis=...) nor runaway recursion to report */
  char **warned;
  int nwarned;
  char **reflected; /* the argument types of the compilations warned about reflected lists/sets */
  int nreflected;
} KirNumbaState;

void kir_numba_state_free(KirNumbaState *st) {
  if (!st) return;
  for (int k = 0; k < st->nwarned; k++) free(st->warned[k]);
  for (int k = 0; k < st->nreflected; k++) free(st->reflected[k]);
  free(st->reflected);
  free(st->warned);
  if (rt_is_obj(st->frozen)) rt_decref(st->frozen);
  free(st);
}

/* ---- the body: names and attributes Numba cannot type ---- */

typedef struct Scan {
  Value fn;
  Reject *r;
  Value frozen;  /* the dispatcher's frozen globals, filled as names are met */
  int line;      /* the statement being scanned: where Numba's report points */
  bool nopython; /* @njit: an undefined global name is its TypingError */
  const FuncNode *node;     /* the function scanned */
  const char *untyped_dict; /* a variable bound to Dict() that no d[k] = v ever types, or NULL */
} Scan;

static bool reject(Scan *s, const char *during, const char *fmt, const char *a, const char *b) {
  snprintf(s->r->reason, sizeof s->r->reason, fmt, a, b);
  s->r->during = during;
  s->r->line = s->line;
  return true;
}

/* A global Numba freezes as a constant value when it compiles: numbers, strings and tuples of
 * them (arrays are frozen too, as copies; Weft keeps them live: noted in docs/cpu.md). */
static bool frozen_kind(Value v) {
  if (v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_complex(v) || rt_is_scalar_number(v) ||
      rt_is_str(v) || rt_is_bigint(v))
    return true;
  if (!rt_is_tuple(v)) return false;
  const Tuple *t = RT_AS(Tuple, v);
  for (int64_t k = 0; k < t->n; k++)
    if (!frozen_kind(t->items[k])) return false;
  return true;
}

/* A module global Numba cannot freeze as a constant: a plain Python function or a class. */
static bool scan_name(Scan *s, const Expr *e) {
  if (e->as.name.kind != NAME_GLOBAL) return false;
  Value v = vm_function_global(s->fn, e->as.name.id);
  if (rt_is_undef(v)) { /* Numba's frontend reports it at compile time, with no source excerpt */
    /* (a function calling itself is typed before its name is bound: eager signatures) */
    if (!s->nopython || strcmp(e->as.name.id, RT_AS(Function, s->fn)->proto->name) == 0) return false;
    reject(s, NULL, "NameError: name '%s' is not defined%s", e->as.name.id, "");
    s->r->during_first = true;
    return true;
  }
  if (frozen_kind(v)) {
    Value key = rt_str_from_c(e->as.name.id);
    rt_dict_set(s->frozen, key, v);
    rt_decref(key);
  }
  bool jitclass = rt_is_class(v) && (RT_AS(ClassObj, v)->flags & RT_CLASS_JITCLASS); /* Numba types those */
  if (rt_is_class(v) && RT_AS(ClassObj, v)->base_kind == RT_BASE_EXC) return false; /* raise MyError(...): Numba's ExceptionClass */
  if (rt_coll_is_namedtuple_class(v)) return false; /* Numba's NamedTupleClass: calling it builds one */
  bool overloaded = vm_is_function(v) && !rt_is_undef(kir_overload_find(v)); /* numba.extending.overload */
  const char *what = vm_is_function(v) && !overloaded ? "function" : rt_is_class(v) && !jitclass ? "type" : NULL;
  if (!what) return false;
  return reject(s, NULL, "Untyped global name '%s': Cannot determine Numba type of <class '%s'>", e->as.name.id, what);
}

/* np.NAME.reduce (and the other ufunc methods): Numba types np.NAME as a function only. */
static bool scan_ufunc_method(Scan *s, const Expr *e) {
  static const char *const methods[] = {"reduce", "accumulate", "outer", "reduceat", "at"};
  const Expr *o = e->as.attr.obj;
  if (o->kind != EX_ATTR || o->as.attr.obj->kind != EX_NAME || o->as.attr.obj->as.name.kind != NAME_GLOBAL) return false;
  bool method = false;
  for (size_t k = 0; k < sizeof methods / sizeof *methods; k++) method |= strcmp(e->as.attr.name, methods[k]) == 0;
  Value m = vm_function_global(s->fn, o->as.attr.obj->as.name.id);
  if (!method || !rt_is_type(m, &rt_module_type) || strcmp(RT_AS(Module, m)->name, "numpy") != 0) return false;
  return reject(s, "get attribute", "Unknown attribute '%s' of type Function(<ufunc '%s'>)", e->as.attr.name, o->as.attr.name);
}

static bool scan_expr(Scan *s, const Expr *e);
static bool scan_block(Scan *s, Stmt *const *body, int n);

static bool scan_exprs(Scan *s, Expr *const *v, int n) {
  for (int k = 0; k < n; k++)
    if (v[k] && scan_expr(s, v[k])) return true;
  return false;
}

static bool scan_comp(Scan *s, const Expr *e) {
  for (int g = 0; g < e->as.comp.ngens; g++) {
    const Comprehension *c = &e->as.comp.gens[g];
    if (scan_expr(s, c->iter) || scan_exprs(s, c->ifs, c->nifs)) return true;
  }
  return scan_expr(s, e->as.comp.elt) || (e->as.comp.value && scan_expr(s, e->as.comp.value));
}

/* A nested function's body (a lambda, a generator expression) reports at its own lines. */
static bool scan_inner(Scan *s, const FuncNode *fn) {
  int line = s->line;
  bool hit = scan_block(s, fn->body, fn->nbody);
  s->line = line;
  return hit;
}

/* Does any statement of body store an item into the variable name (name[k] = v, name[k] += v)? */
static bool stores_into(Stmt *const *body, int n, const char *name) {
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    switch (st->kind) {
    case ST_ASSIGN:
      for (int t = 0; t < st->as.assign.ntargets; t++) {
        const Expr *x = st->as.assign.targets[t];
        if (x->kind == EX_SUBSCRIPT && x->as.subscript.obj->kind == EX_NAME && !strcmp(x->as.subscript.obj->as.name.id, name))
          return true;
      }
      break;
    case ST_AUGASSIGN: {
      const Expr *x = st->as.aug.target;
      if (x->kind == EX_SUBSCRIPT && x->as.subscript.obj->kind == EX_NAME && !strcmp(x->as.subscript.obj->as.name.id, name))
        return true;
      break;
    }
    case ST_IF: case ST_WHILE:
      if (stores_into(st->as.cond.body.items, st->as.cond.body.n, name) ||
          stores_into(st->as.cond.orelse.items, st->as.cond.orelse.n, name))
        return true;
      break;
    case ST_FOR:
      if (stores_into(st->as.loop.body.items, st->as.loop.body.n, name) ||
          stores_into(st->as.loop.orelse.items, st->as.loop.orelse.n, name))
        return true;
      break;
    case ST_EXPR: { /* d.update(...), fill(d): may type it (assumed so) */
      const Expr *x = st->as.expr;
      if (x->kind != EX_CALL) break;
      const Expr *fx = x->as.call.func;
      if (fx->kind == EX_ATTR && fx->as.attr.obj->kind == EX_NAME && !strcmp(fx->as.attr.obj->as.name.id, name)) return true;
      for (int a = 0; a < x->as.call.nargs; a++)
        if (x->as.call.args[a]->kind == EX_NAME && !strcmp(x->as.call.args[a]->as.name.id, name)) return true;
      break;
    }
    case ST_RETURN: break;
    default: return true; /* with, try, ...: not followed; assume Numba can type it */
    }
  }
  return false;
}

/* numba.typed.Dict, the class (named by its repr: vm/numba is above this layer). */
static bool typed_dict_class(Value v) {
  if (!rt_is_class(v) && !rt_is_obj(v)) return false;
  Value r = rt_repr(v);
  bool yes = rt_is_str(r) && !strcmp(rt_str_data(r), "<class 'numba.typed.typeddict.Dict'>");
  rt_decref(r);
  return yes;
}

/* NAME = Dict() under @njit with nothing ever stored into NAME: Numba types it
 * DictType[undefined,undefined], which no method takes. */
static void note_untyped_dict(Scan *s, const Stmt *st) {
  if (!s->nopython || !s->node || st->as.assign.ntargets != 1) return;
  const Expr *t = st->as.assign.targets[0], *v = st->as.assign.value;
  if (t->kind != EX_NAME || v->kind != EX_CALL || v->as.call.nargs || v->as.call.nkw) return;
  const Expr *c = v->as.call.func;
  if (c->kind != EX_NAME || c->as.name.kind != NAME_GLOBAL || !typed_dict_class(vm_function_global(s->fn, c->as.name.id)))
    return;
  if (!stores_into(s->node->body, s->node->nbody, t->as.name.id)) s->untyped_dict = t->as.name.id;
}

/* d.get(key) on such a d, key a literal int or str: Numba's TypingError (typing_error words it). */
static bool untyped_dict_get(Scan *s, const Expr *e) {
  const Expr *f = e->as.call.func;
  if (!s->untyped_dict || f->kind != EX_ATTR || strcmp(f->as.attr.name, "get") || f->as.attr.obj->kind != EX_NAME ||
      strcmp(f->as.attr.obj->as.name.id, s->untyped_dict) || e->as.call.nargs != 1 || e->as.call.nkw)
    return false;
  const Expr *k = e->as.call.args[0];
  if (k->kind == EX_INT) {
    snprintf(s->r->reason, sizeof s->r->reason, "Literal[int](%lld)", (long long)k->as.i);
    snprintf(s->r->args, sizeof s->r->args, "int64");
  } else if (k->kind == EX_STR && k->as.str.len < 200) {
    snprintf(s->r->reason, sizeof s->r->reason, "Literal[str](%.*s)", k->as.str.len, k->as.str.s);
    snprintf(s->r->args, sizeof s->r->args, "unicode_type");
  } else {
    return false;
  }
  s->r->dict_get = true;
  s->r->during = "call";
  s->r->line = s->line;
  return true;
}

static bool scan_expr(Scan *s, const Expr *e) {
  switch (e->kind) {
  case EX_NAME: return scan_name(s, e);
  case EX_FSTRING: return scan_exprs(s, e->as.fstring.parts, e->as.fstring.n);
  case EX_FORMATTED: return scan_expr(s, e->as.formatted.value) || (e->as.formatted.spec && scan_expr(s, e->as.formatted.spec));
  case EX_BINOP: return scan_expr(s, e->as.binop.left) || scan_expr(s, e->as.binop.right);
  case EX_UNARY: return scan_expr(s, e->as.unary.operand);
  case EX_BOOLOP: return scan_expr(s, e->as.boolop.left) || scan_expr(s, e->as.boolop.right);
  case EX_COMPARE: return scan_exprs(s, e->as.compare.operands, e->as.compare.n);
  case EX_IFEXP: return scan_expr(s, e->as.ifexp.test) || scan_expr(s, e->as.ifexp.body) || scan_expr(s, e->as.ifexp.orelse);
  case EX_CALL:
    if (untyped_dict_get(s, e)) return true;
    return scan_expr(s, e->as.call.func) || scan_exprs(s, e->as.call.args, e->as.call.nargs) ||
           scan_exprs(s, e->as.call.kwvalues, e->as.call.nkw);
  case EX_ATTR: return scan_ufunc_method(s, e) || scan_expr(s, e->as.attr.obj);
  case EX_SUBSCRIPT: return scan_expr(s, e->as.subscript.obj) || scan_expr(s, e->as.subscript.index);
  case EX_SLICE:
    return (e->as.slice.lo && scan_expr(s, e->as.slice.lo)) || (e->as.slice.hi && scan_expr(s, e->as.slice.hi)) ||
           (e->as.slice.step && scan_expr(s, e->as.slice.step));
  case EX_TUPLE: case EX_LIST: case EX_SET: return scan_exprs(s, e->as.seq.items, e->as.seq.n);
  case EX_LISTCOMP: case EX_SETCOMP: case EX_DICTCOMP: return scan_comp(s, e);
  case EX_LAMBDA: return scan_inner(s, e->as.lambda);
  case EX_STARRED: return scan_expr(s, e->as.starred);
  case EX_YIELD: case EX_YIELDFROM: return e->as.yield && scan_expr(s, e->as.yield);
  case EX_GENEXP: return scan_expr(s, e->as.genexp.iter) || scan_inner(s, e->as.genexp.fn);
  case EX_DICT: return scan_exprs(s, e->as.dict.keys, e->as.dict.n) || scan_exprs(s, e->as.dict.values, e->as.dict.n);
  default: return false; /* literals */
  }
}

/* The Numba type name of an exception class named in an except clause, or NULL. */
static const char *exc_class_name(Scan *s, const Expr *e) {
  if (e->kind != EX_NAME || e->as.name.kind != NAME_GLOBAL) return NULL;
  Value v = vm_function_global(s->fn, e->as.name.id);
  return rt_is_exc_class(v) ? e->as.name.id : NULL; /* a built-in class (Numba names its type so) */
}

/* exception_match failures reported so far (the indentation of the next report) */
static RtStateKey match_failures_key = {"Numba exception_match failures", sizeof(int), NULL, NULL, 0};

/* Numba 0.56 matches exceptions against Exception only (numba/core/unsafe/eh.py): `except
 * ValueError:` and `except (A, B):` are TypingErrors of its exception_match intrinsic, and
 * `except ... as e` fails in its bytecode analysis. Only under nopython: when unsure, compile. */
static bool scan_handler(Scan *s, const ExceptClause *h) {
  if (!s->nopython || !h->type) return false;
  if (h->name) {
    snprintf(s->r->reason, sizeof s->r->reason, "Exception object cannot be stored into variable (%s).",
             h->name->as.name.id);
    s->r->during = NULL;
    s->r->line = h->span.line;
    s->r->unsupported = true;
    return true;
  }
  char arg[256];
  const char *why, *from;
  if (h->type->kind == EX_TUPLE) {
    size_t used = (size_t)snprintf(arg, sizeof arg, "Tuple(");
    for (int k = 0; k < h->type->as.seq.n; k++) {
      const char *n = exc_class_name(s, h->type->as.seq.items[k]);
      if (!n) return false;
      used += (size_t)snprintf(arg + used, used < sizeof arg ? sizeof arg - used : 0, "%s%s", k ? ", " : "", n);
      if (used >= sizeof arg) return false;
    }
    snprintf(arg + used, sizeof arg - used, ")");
    why = "AttributeError: 'Tuple' object has no attribute 'exc_class'";
    from = "53";
  } else {
    const char *n = exc_class_name(s, h->type);
    if (!n || strcmp(n, "Exception") == 0) return false;
    snprintf(arg, sizeof arg, "%s", n);
    why = "UnsupportedError: Exception matching is limited to <class 'Exception'>";
    from = "55";
  }
  const char *abs = RT_AS(Function, s->fn)->proto->source->name; /* the script's absolute name */
  /* Numba's intrinsic keeps a resolution depth that each failing function leaves raised (its
   * get_call_type returns without lowering it): the candidate lines of the 2nd report are
   * indented 2 more, from the 3rd on 4 more (its depth limit). The depth is the process's
   * in Numba: each VM's here (the next REPL or notebook session starts at 0). */
  int *failures = rt_runtime_state(&match_failures_key);
  int pad = 2 * (*failures < 2 ? *failures : 2);
  if (*failures < 2) ++*failures;
  snprintf(s->r->reason, sizeof s->r->reason,
           "No implementation of function Function(<intrinsic exception_match>) found for signature:\n \n"
           " >>> exception_match(none, %.120s)\n \nThere are 2 candidate implementations:\n"
           "%*s  - Of which 2 did not match due to:\n"
           "%*s  Intrinsic in function 'exception_match': File: numba/core/unsafe/eh.py: Line 47.\n"
           "%*s    With argument(s): '(none, %.120s)':\n%*s   Rejected as the implementation raised a specific error:\n"
           "%*s     %.80s\n  raised from /usr/lib/python3/dist-packages/numba/core/unsafe/eh.py:%s\n\n"
           "During: resolving callee type: Function(<intrinsic exception_match>)\n"
           "During: typing of call at %.600s (%d)\n",
           arg, pad, "", pad, "", pad, "", arg, pad, "", pad, "", why, from, abs, h->span.line);
  s->r->during = NULL;
  s->r->line = h->span.line;
  return true;
}

static bool scan_try(Scan *s, const Stmt *st) {
  if (scan_block(s, st->as.try_.body.items, st->as.try_.body.n)) return true;
  for (int k = 0; k < st->as.try_.nhandlers; k++) {
    const ExceptClause *h = &st->as.try_.handlers[k];
    s->line = h->span.line;
    if (scan_handler(s, h) || (h->type && scan_expr(s, h->type)) || scan_block(s, h->body.items, h->body.n)) return true;
  }
  return scan_block(s, st->as.try_.orelse.items, st->as.try_.orelse.n) ||
         scan_block(s, st->as.try_.finalbody.items, st->as.try_.finalbody.n);
}

/* `with objmode(...)` / `with numba.objmode(...)`: Numba runs the block in object mode, so
 * what it names is not typed. */
static bool objmode_block(Scan *s, const Expr *ctx) {
  if (ctx->kind != EX_CALL) return false;
  const Expr *f = ctx->as.call.func;
  if (f->kind == EX_ATTR) return strcmp(f->as.attr.name, "objmode") == 0;
  if (f->kind != EX_NAME || f->as.name.kind != NAME_GLOBAL) return false;
  Value v = vm_function_global(s->fn, f->as.name.id);
  return rt_is_native(v) && strcmp(RT_AS(NativeFunc, v)->name, "objmode") == 0;
}

static bool scan_stmt(Scan *s, const Stmt *st) {
  s->line = st->span.line;
  switch (st->kind) {
  case ST_EXPR: return scan_expr(s, st->as.expr);
  case ST_ASSIGN:
    note_untyped_dict(s, st);
    return scan_expr(s, st->as.assign.value) || scan_exprs(s, st->as.assign.targets, st->as.assign.ntargets);
  case ST_AUGASSIGN: return scan_expr(s, st->as.aug.target) || scan_expr(s, st->as.aug.value);
  case ST_IF: case ST_WHILE:
    return scan_expr(s, st->as.cond.test) || scan_block(s, st->as.cond.body.items, st->as.cond.body.n) ||
           scan_block(s, st->as.cond.orelse.items, st->as.cond.orelse.n);
  case ST_FOR:
    return scan_expr(s, st->as.loop.iter) || scan_expr(s, st->as.loop.target) ||
           scan_block(s, st->as.loop.body.items, st->as.loop.body.n) ||
           scan_block(s, st->as.loop.orelse.items, st->as.loop.orelse.n);
  case ST_RETURN: return st->as.ret && scan_expr(s, st->as.ret);
  case ST_ASSERT: return scan_expr(s, st->as.assert_.test) || (st->as.assert_.msg && scan_expr(s, st->as.assert_.msg));
  case ST_RAISE: return st->as.raise.exc && scan_expr(s, st->as.raise.exc);
  case ST_TRY: return scan_try(s, st);
  case ST_WITH:
    for (int k = 0; k < st->as.with.nitems; k++) {
      if (objmode_block(s, st->as.with.items[k].ctx)) return false; /* its body is Python's */
      if (scan_expr(s, st->as.with.items[k].ctx)) return true;
    }
    return scan_block(s, st->as.with.body.items, st->as.with.body.n);
  case ST_FUNCDEF: return scan_inner(s, st->as.func);
  default: return false; /* pass, break, global, import, class bodies, ... */
  }
}

static bool scan_block(Scan *s, Stmt *const *body, int n) {
  for (int k = 0; k < n; k++)
    if (scan_stmt(s, body[k])) return true;
  return false;
}

/* ---- the arguments: types Numba cannot determine ---- */

/* "<class 'dict'>" for an argument Numba cannot type, or false. */
static bool untypable(Value v, char *cls, size_t n) {
  const char *name = rt_is_dict(v) ? "dict" : vm_is_function(v) ? "function"
                     : rt_is_type(v, &rt_module_type) ? "module" : NULL;
  if (name) {
    snprintf(cls, n, "<class '%s'>", name);
    return true;
  }
  /* the simulator's FakeCUDAArray is no array to Numba's CPU typing (a GPU's DeviceNDArray is) */
  if (!rt_is_array(v) && rt_is_array(kir_unwrap_array(v)) && !kir_engine_device()) {
    snprintf(cls, n, "<class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'>");
    return true;
  }
  if (!rt_is_instance(v) || (RT_AS(Instance, v)->cls->flags & RT_CLASS_JITCLASS)) return false;
  if (rt_coll_is_namedtuple(v)) return false; /* Numba's NamedTuple / NamedUniTuple */
  Value r = rt_repr(rt_obj(RT_AS(Instance, v)->cls));
  snprintf(cls, n, "%s", rt_str_data(r));
  rt_decref(r);
  return true;
}

static bool scan_args(int argc, const Value *args, Reject *r) {
  for (int k = 0; k < argc; k++) { /* an object array: Numba names its type, not the argument */
    int nd;
    char layout;
    if (!rt_np_object_array_info(args[k], &nd, &layout)) continue;
    snprintf(r->reason, sizeof r->reason, "non-precise type array(pyobject, %dd, %c)", nd, layout);
    r->at_args = true;
    return true;
  }
  size_t used = 0;
  for (int k = 0; k < argc; k++) {
    char cls[160];
    if (!untypable(args[k], cls, sizeof cls) || used >= sizeof r->args) continue;
    used += (size_t)snprintf(r->args + used, sizeof r->args - used, "- argument %d: Cannot determine Numba type of %s\n", k, cls);
  }
  if (!used) return false;
  snprintf(r->reason, sizeof r->reason, "non-precise type pyobject");
  r->at_args = true;
  return true;
}

/* ---- Numba's report: paths and source excerpts ---- */

/* The function's first line as Python counts it (its first decorator's) and its def line. */
static int first_line(const FuncNode *fn) {
  return fn->ndecorators ? fn->decorators[0]->span.line : fn->span.line;
}

/* A path's components after posixpath.normpath ("." dropped, ".." taking the one before it
 * away, at the root too); their count, at most max. */
typedef struct PathPart {
  const char *p;
  size_t n;
} PathPart;

static int norm_parts(const char *path, PathPart *parts, int max) {
  int k = 0;
  for (const char *s = path; *s;) {
    size_t n = strcspn(s, "/");
    bool dot = n == 1 && s[0] == '.', dotdot = n == 2 && s[0] == '.' && s[1] == '.';
    if (dotdot && k > 0) k--;
    else if (n > 0 && !dot && !dotdot && k < max) parts[k++] = (PathPart){s, n};
    s += n + (s[n] == '/');
  }
  return k;
}

static void put_part(char *out, size_t n, size_t *len, const char *p, size_t plen) {
  if (*len > 0 && *len + 1 < n) out[(*len)++] = '/';
  size_t room = *len < n ? n - 1 - *len : 0;
  if (plen > room) plen = room;
  memcpy(out + *len, p, plen);
  *len += plen;
  out[*len] = '\0';
}

/* Numba names a file relative to the working directory in its excerpts (os.path.relpath:
 * both normalised; a name that is no path, "<string>" or a notebook's "Cell In[4]", comes back
 * as it is). n must be at least 2. */
static void rel_path(const char *name, char *out, size_t n) {
  enum { MAX_PARTS = 512 };
  char cwd[4096], full[8192];
  snprintf(out, n, "%s", name);
  if (!getcwd(cwd, sizeof cwd)) return;
  if (snprintf(full, sizeof full, "%s%s%s", name[0] == '/' ? "" : cwd, name[0] == '/' ? "" : "/", name) >=
      (int)sizeof full)
    return;
  PathPart a[MAX_PARTS], c[MAX_PARTS];
  int na = norm_parts(full, a, MAX_PARTS), nc = norm_parts(cwd, c, MAX_PARTS), common = 0;
  while (common < na && common < nc && a[common].n == c[common].n && memcmp(a[common].p, c[common].p, a[common].n) == 0)
    common++;
  size_t len = 0;
  out[0] = '\0';
  for (int k = common; k < nc; k++) put_part(out, n, &len, "..", 2);
  for (int k = common; k < na; k++) put_part(out, n, &len, a[k].p, a[k].n);
  if (len == 0) snprintf(out, n, ".");
}

bool kir_source_line(const char *text, int n, const char **start, int *len) {
  const char *p = text;
  for (int k = 1; k < n; k++) {
    p = strchr(p, '\n');
    if (!p) return false;
    p++;
  }
  if (!*p) return false;
  const char *end = strchr(p, '\n');
  *start = p;
  *len = end ? (int)(end - p + 1) : (int)strlen(p);
  return true;
}

static int count_spaces(const char *p, int len) {
  int k = 0;
  while (k < len && (p[k] == ' ' || p[k] == '\t' || p[k] == '\n' || p[k] == '\r')) k++;
  return k;
}

static bool has_def(const char *p, int len) {
  for (int k = 0; k + 4 <= len; k++)
    if (memcmp(p + k, "def ", 4) == 0) return true;
  return false;
}

/* Numba's Loc.strformat: "\nFile "REL", line N:\n" and the lines up to N (the last two; an
 * enclosing def and "<source elided>" when neither is a def), then a caret under line N's
 * first character. */
static void excerpt(StrBuf *sb, const char *abs, const char *text, int line) {
  char rel[4096];
  rel_path(abs, rel, sizeof rel);
  rt_sb_printf(sb, "\nFile \"%s\", line %d:\n", rel, line);
  const char *p[2] = {NULL, NULL};
  int len[2] = {0, 0};
  bool def = false;
  for (int k = 0; k < 2; k++)
    if (line - 1 + k >= 1 && kir_source_line(text, line - 1 + k, &p[k], &len[k])) def |= has_def(p[k], len[k]);
  for (int n = line - 2; !def && n >= 1; n--) {
    const char *q;
    int qlen;
    if (!kir_source_line(text, n, &q, &qlen) || !has_def(q, qlen)) continue;
    rt_sb_putn(sb, q, (size_t)qlen);
    rt_sb_printf(sb, "%*s<source elided>\n", 4 + count_spaces(q, qlen), "");
    break;
  }
  for (int k = 0; k < 2; k++)
    if (p[k]) rt_sb_putn(sb, p[k], (size_t)len[k]);
  if (p[1]) rt_sb_printf(sb, "%*s^", count_spaces(p[1], len[1]), "");
}

/* The lines after Numba's pipeline header (TypingError) or "due to: " (the warning). */
static void reject_text(StrBuf *sb, const Reject *r, const char *abs, const char *text, bool typing_error) {
  rt_sb_printf(sb, "%s\n", r->reason);
  if (r->at_args) {
    rt_sb_printf(sb, "During: typing of argument at %s (%d)\n", abs, r->line);
    excerpt(sb, abs, text, r->line);
    if (typing_error && r->args[0]) rt_sb_printf(sb, " \n\nThis error may have been caused by the following argument(s):\n%s", r->args);
    else rt_sb_putc(sb, '\n');
    return;
  }
  if (!r->during_first) {
    excerpt(sb, abs, text, r->line);
    rt_sb_putc(sb, '\n');
  }
  if (!r->during) return;
  rt_sb_printf(sb, "\nDuring: typing of %s at %s (%d)\n", r->during, abs, r->line);
  excerpt(sb, abs, text, r->line);
  rt_sb_putc(sb, '\n');
}

#define OBJMODE_PASSES "/usr/lib/python3/dist-packages/numba/core/object_mode_passes.py"

/* Numba's three warnings of a fall-back to object mode, through Python's warnings module (its
 * filters, catch_warnings) as Numba issues them: "FILE:LINE: CATEGORY: MESSAGE" and the
 * stripped source line. */
static void warn(const Reject *r, const Function *f, const FuncNode *fn, const char *abs) {
  const char *text = f->proto->source->text;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  int first = first_line(fn);
  if (r->rewrite)
    rt_sb_printf(&sb, "\nCompilation is falling back to object mode WITH looplifting enabled because Internal error "
                 "in pre-inference rewriting pass encountered during compilation of function \"%s\" due to: ", f->proto->name);
  else
    rt_sb_printf(&sb, "\nCompilation is falling back to object mode WITH looplifting enabled "
                 "because Function \"%s\" failed type inference due to: ", f->proto->name);
  reject_text(&sb, r, abs, text, false);
  rt_stdout_flush();
  py_warn_at_line(rt_exc_class(RT_EXC_NumbaWarning), sb.data, abs, first, NULL);
  sb.len = 0;
  rt_sb_printf(&sb, "Function \"%s\" was compiled in object mode without forceobj=True.\n", f->proto->name);
  excerpt(&sb, abs, text, fn->span.line);
  rt_sb_puts(&sb, "\n");
  py_warn_at_line(rt_exc_class(RT_EXC_NumbaWarning), sb.data, OBJMODE_PASSES, 151,
                  "warnings.warn(errors.NumbaWarning(warn_msg,");
  sb.len = 0;
  rt_sb_puts(&sb, "\nFall-back from the nopython compilation path to the object mode compilation path has been detected, "
                  "this is deprecated behaviour.\n\nFor more information visit "
                  "https://numba.readthedocs.io/en/stable/reference/deprecation.html"
                  "#deprecation-of-object-mode-fall-back-behaviour-when-using-jit\n");
  excerpt(&sb, abs, text, fn->span.line);
  rt_sb_puts(&sb, "\n");
  py_warn_at_line(rt_exc_class(RT_EXC_NumbaDeprecationWarning), sb.data, OBJMODE_PASSES, 161,
                  "warnings.warn(errors.NumbaDeprecationWarning(msg,");
  rt_cleanup_pop(mark, true);
}

#define DICTOBJECT "/usr/lib/python3/dist-packages/numba/typed/dictobject.py"

/* Numba's report of d.get(key) on an untyped Dict(): the overload resolution, for the literal
 * key and then its type (the first such error of a run; its impl_get's address is a stand-in). */
static void dict_get_text(StrBuf *sb, const Reject *r) {
  static const char *const dt = "DictType[undefined,undefined]<iv=None>";
  char rel[4096];
  rel_path(DICTOBJECT, rel, sizeof rel);
  for (int pass = 0; pass < 2; pass++) {
    const char *ind = pass ? "   " : "    ";
    rt_sb_printf(sb, "- Resolution failure for %s arguments:\n"
                     "No implementation of function Function(<function impl_get at 0x7f0000000000>) found for signature:\n\n"
                     " >>> impl_get(%s, %s)\n\nThere are 2 candidate implementations:\n"
                     "%s- Of which 2 did not match due to:\n"
                     "%sOverload in function 'impl_get': File: numba/typed/dictobject.py: Line 731.\n"
                     "%s  With argument(s): '(%s, %s)':\n"
                     "%s Rejected as the implementation raised a specific error:\n"
                     "%s   TypingError: Failed in nopython mode pipeline (step: nopython frontend)\n"
                     "%s non-precise type %s\n"
                     "%s During: typing of argument at " DICTOBJECT " (739)\n\n"
                     "%s File \"%s\", line 739:\n\n"
                     "%s     def impl(dct, key, default=None):\n"
                     "%s     ^\n\n"
                     "  raised from /usr/lib/python3/dist-packages/numba/core/typeinfer.py:1086\n\n",
                 pass ? "non-literal" : "literal", dt, pass ? r->args : r->reason, ind, ind, ind, dt, r->args, ind, ind, ind,
                 dt, ind, ind, rel, ind, ind);
  }
  rt_sb_printf(sb, "\nDuring: resolving callee type: BoundFunction((<class 'numba.core.types.containers.DictType'>, "
                   "'get') for %s)\n", dt);
}

static _Noreturn void typing_error(const Reject *r, const Function *f, const char *abs) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb); /* freed by the unwinding, after the message is made */
  if (r->dict_get) {
    rt_sb_puts(&sb, "Failed in nopython mode pipeline (step: nopython frontend)\n");
    dict_get_text(&sb, r);
    rt_sb_printf(&sb, "During: typing of call at %s (%d)\n\n", abs, r->line);
    excerpt(&sb, abs, f->proto->source->text, r->line);
    rt_sb_putc(&sb, '\n');
    rt_raise(RT_EXC_TypingError, "%s", sb.data);
  }
  rt_sb_printf(&sb, "Failed in nopython mode pipeline (step: %s)\n",
               r->unsupported ? "analyzing bytecode" : r->rewrite ? "nopython rewrites" : "nopython frontend");
  reject_text(&sb, r, abs, f->proto->source->text, true);
  if (r->during_first && !r->during && !r->at_args && sb.len) sb.data[--sb.len] = '\0'; /* the reason alone */
  rt_raise(r->unsupported ? RT_EXC_UnsupportedError : r->rewrite ? RT_EXC_ConstantInferenceError : RT_EXC_TypingError,
           "%s", sb.data);
}

/* ---- the verdict ---- */

/* The argument types of a call, as a key for "warned already". */
static char *types_key(int argc, const Value *args) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putc(&sb, '(');
  for (int k = 0; k < argc; k++) {
    rt_sb_printf(&sb, "%s,", rt_type_name(args[k]));
    if (rt_is_array(args[k]))
      rt_sb_printf(&sb, "%d:%d,", (int)RT_AS(Array, args[k])->dtype, RT_AS(Array, args[k])->ndim);
  }
  return sb.data;
}

/* Was this key warned about already? Records it if not. */
static bool warned_before(KirNumbaState *st, int argc, const Value *args) {
  char *key = types_key(argc, args);
  for (int k = 0; k < st->nwarned; k++)
    if (strcmp(st->warned[k], key) == 0) {
      free(key);
      return true;
    }
  st->warned = realloc(st->warned, (size_t)(st->nwarned + 1) * sizeof *st->warned);
  if (!st->warned) {
    free(key);
    rt_raise(RT_EXC_MemoryError, "out of memory");
  }
  st->warned[st->nwarned++] = key;
  return false;
}

bool kir_numba_object_mode(const KirDispatcher *d) {
  const KirNumbaState *st = d->numba;
  return st && (st->body == 2 || st->nwarned > 0);
}

static KirNumbaState *state_of(KirDispatcher *d) {
  if (!d->numba) d->numba = rt_calloc(1, sizeof *d->numba);
  return d->numba;
}

void kir_numba_verdict(Value dispatcher, int argc, const Value *args, bool dedupe, const KirNumbaWhy *typer) {
  KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  const Function *f = RT_AS(Function, d->fn);
  const FuncNode *fn = vm_function_node(d->fn);
  if (!fn || !f->proto->source) return; /* no source: nothing to judge, Numba's result stands */
  KirNumbaState *st = state_of(d);
  if (!st->body) {
    if (!rt_is_obj(st->frozen)) st->frozen = rt_dict_new();
    Scan s = {d->fn, &st->body_reject, st->frozen, fn->span.line, d->nopython, fn, NULL};
    st->body = scan_block(&s, fn->body, fn->nbody) ? 2 : 1;
  }
  Reject r;
  memset(&r, 0, sizeof r);
  if (scan_args(argc, args, &r)) r.line = first_line(fn);
  else if (st->body == 2) r = st->body_reject;
  else if (typer && typer->reason[0]) {
    snprintf(r.reason, sizeof r.reason, "%s", typer->reason);
    r.during = typer->during;
    r.during_first = !typer->excerpt_first;
    r.line = typer->line;
  } else {
    return;
  }
  /* the file as CPython names it in Numba's "During: ... at FILE (N)": its co_filename */
  const char *file = f->proto->source->name;
  if (d->nopython) typing_error(&r, f, file);
  if (dedupe && warned_before(st, argc, args)) return;
  warn(&r, f, fn, file);
}

bool kir_numba_rewrite_verdict(Value dispatcher, int argc, const Value *args) {
  KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  const FuncNode *fn = vm_function_node(d->fn);
  if (!fn || !RT_AS(Function, d->fn)->proto->source) return false;
  KirNumbaState *st = state_of(d);
  if (st->body == 2 && st->prescan_rejects) { /* Numba compiles again at each call, and fails again */
    kir_numba_verdict(dispatcher, argc, args, true, NULL);
    return true;
  }
  if (st->body == 2) return false;
  KirRaiseArg at;
  if (!st->raises_scanned && (st->raises_scanned = true, kir_numba_raise_arg(d->fn, fn, &at))) {
    Reject *r = &st->body_reject; /* the body's verdict for good: no types in it */
    memset(r, 0, sizeof *r);
    snprintf(r->reason, sizeof r->reason, "Constant inference not possible for: arg(%d, name=%s)", at.index, at.name);
    r->line = at.line;
    r->rewrite = true;
    st->body = 2;
    st->prescan_rejects = true;
    if (!rt_is_obj(st->frozen)) st->frozen = rt_dict_new();
    kir_numba_verdict(dispatcher, argc, args, true, NULL);
    return true;
  }
  if (st->npkw_none) return false; /* neither (found at the first call) */
  KirNumbaWhy why; /* quoting these arguments' types */
  memset(&why, 0, sizeof why);
  if (d->nopython && kir_numba_runaway(d->fn, why.reason, sizeof why.reason, &why.line)) {
    why.excerpt_first = true;
    kir_numba_verdict(dispatcher, argc, args, true, &why);
    return true;
  }
  if (!kir_numba_np_kwarg(d->fn, fn, argc, args, why.reason, sizeof why.reason, &why.line)) {
    st->npkw_none = true;
    return false;
  }
  why.excerpt_first = true;
  kir_numba_verdict(dispatcher, argc, args, true, &why);
  return true;
}

#define IR_UTILS "/usr/lib/python3/dist-packages/numba/core/ir_utils.py"
#define TYPED_DIR "/usr/lib/python3/dist-packages/numba/typed/"

/* One of the warnings of typed.List.extend: the reflected-list argument of the function named,
 * with the excerpt of its def (path, line, the source lines shown and the caret's indent). */
static void extend_warning(StrBuf *sb, const char *func, const char *path, int line, const char *src, int caret) {
  char rel[4096];
  rel_path(path, rel, sizeof rel);
  sb->len = 0;
  rt_sb_printf(sb, "\nEncountered the use of a type that is scheduled for deprecation: type 'reflected list' found for "
                   "argument 'iterable' of function '%s'.\n\nFor more information visit "
                   "https://numba.readthedocs.io/en/stable/reference/deprecation.html"
                   "#deprecation-of-reflection-for-list-and-set-types\n\nFile \"%s\", line %d:\n%s%*s^\n",
               func, rel, line, src, caret, "");
}

void kir_numba_list_extend_warn(void) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_stdout_flush();
  extend_warning(&sb, "impl_extend.<locals>.select_impl.<locals>.impl", TYPED_DIR "listobject.py", 1082,
                 "        else:\n            def impl(l, iterable):\n", 12);
  py_warn_at_line(rt_exc_class(RT_EXC_NumbaPendingDeprecationWarning), sb.data, TYPED_DIR "typedlist.py", 118,
                  "return l.extend(iterable)");
  extend_warning(&sb, "_extend", TYPED_DIR "typedlist.py", 117, "@njit\ndef _extend(l, iterable):\n", 0);
  py_warn_at_line(rt_exc_class(RT_EXC_NumbaPendingDeprecationWarning), sb.data, IR_UTILS, 2149,
                  "warnings.warn(NumbaPendingDeprecationWarning(msg, loc=loc))");
  rt_cleanup_pop(mark, true);
}

/* Numba 0.56's NumbaPendingDeprecationWarning for each reflected list or set argument, at each
 * compilation (each new set of argument types) of code it types in nopython mode; its filter
 * is 'always'. The warning's place is Numba's ir_utils, its text's the function's def. */
void kir_numba_reflected_warn(Value dispatcher, int argc, const Value *args) {
  bool any = false;
  for (int k = 0; k < argc; k++) /* an empty one Numba cannot type: no compilation to warn at */
    any |= (rt_is_list(args[k]) || rt_is_set(args[k])) && rt_len(args[k]) > 0;
  KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  if (!any || d->forceobj) return;
  const Function *f = RT_AS(Function, d->fn);
  const FuncNode *fn = vm_function_node(d->fn);
  if (!fn || !f->proto->source || argc > fn->nparams) return;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  char name[512];
  for (int k = 0; k < argc; k++) {
    if (!kir_value_numba_name(args[k], name, sizeof name, false)) strcpy(name, "?");
    rt_sb_printf(&sb, "%s;", name);
  }
  KirNumbaState *st = state_of(d);
  for (int k = 0; k < st->nreflected; k++)
    if (!strcmp(st->reflected[k], sb.data)) {
      rt_cleanup_pop(mark, true);
      return;
    }
  st->reflected = rt_realloc(st->reflected, (size_t)(st->nreflected + 1) * sizeof *st->reflected);
  st->reflected[st->nreflected++] = rt_strdup(sb.data);
  const char *abs = f->proto->source->name;
  for (int k = 0; k < argc; k++) {
    if (!rt_is_list(args[k]) && !rt_is_set(args[k])) continue;
    sb.len = 0;
    rt_sb_printf(&sb, "\nEncountered the use of a type that is scheduled for deprecation: type 'reflected %s' found for "
                      "argument '%s' of function '%s'.\n\nFor more information visit "
                      "https://numba.readthedocs.io/en/stable/reference/deprecation.html"
                      "#deprecation-of-reflection-for-list-and-set-types\n",
                 rt_is_list(args[k]) ? "list" : "set", fn->params[k], f->proto->name);
    excerpt(&sb, abs, f->proto->source->text, fn->span.line);
    rt_sb_puts(&sb, "\n");
    rt_stdout_flush();
    py_warn_at_line(rt_exc_class(RT_EXC_NumbaPendingDeprecationWarning), sb.data, IR_UTILS, 2149,
                    "warnings.warn(NumbaPendingDeprecationWarning(msg, loc=loc))");
  }
  rt_cleanup_pop(mark, true);
}

/* ---- frozen globals: interpreted nopython code sees its globals as they were at its first
 * call (Numba compiles them in as constants; dispatcher.recompile() reads them anew) ---- */

void kir_numba_freeze_enter(Value dispatcher, KirFreeze *fz) {
  const KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  fz->fn = d->fn;
  fz->saved = rt_undef();
  const KirNumbaState *st = d->numba;
  if (!st || st->body != 1 || !rt_is_obj(st->frozen) || !rt_dict_len(st->frozen)) return;
  fz->saved = rt_dict_new();
  Value name, v;
  for (int64_t i = 0; rt_dict_next(st->frozen, &i, &name, &v);) {
    Value old = vm_function_swap_global(d->fn, rt_str_data(name), v);
    /* saved as (old,), or () when it was unbound (deleted since: Numba's constant stays) */
    Value keep = rt_is_undef(old) ? rt_tuple_new(0) : rt_tuple_from(1, &old);
    rt_decref(old);
    rt_dict_set(fz->saved, name, keep);
    rt_decref(keep);
  }
}

void kir_numba_freeze_leave(void *p) {
  KirFreeze *fz = p;
  if (rt_is_undef(fz->saved)) return;
  Value name, v;
  for (int64_t i = 0; rt_dict_next(fz->saved, &i, &name, &v);) {
    const Tuple *t = RT_AS(Tuple, v);
    rt_decref(vm_function_swap_global(fz->fn, rt_str_data(name), t->n ? t->items[0] : rt_undef()));
  }
  rt_decref(fz->saved);
  fz->saved = rt_undef();
}

void kir_numba_freeze_forget(Value dispatcher) {
  KirNumbaState *st = RT_AS(KirDispatcher, dispatcher)->numba;
  if (!st) return;
  if (rt_is_obj(st->frozen)) rt_decref(st->frozen);
  st->frozen = rt_undef();
  st->body = 0; /* scanned again at the next interpreted call, the globals frozen anew */
}

/* ---- dispatcher.inspect_types(): Numba's type annotation of each compiled signature ----
 * The layout of Numba's TypeAnnotation.annotate: "NAME (types)", a rule, "# File: PATH", then
 * every source line of the function (its first decorator to the end of its block) under
 * "# --- LINE N --- " and the instructions typed there. Weft has no Numba IR: the first line
 * carries Numba's block label and argument instructions (`a = arg(0, name=a)  :: int64`), as
 * Numba prints them; the other lines carry none. */

/* The line's text without its line end and trailing blanks. */
static int rstrip_len(const char *p, int len) {
  while (len > 0 && (p[len - 1] == '\n' || p[len - 1] == '\r' || p[len - 1] == ' ' || p[len - 1] == '\t')) len--;
  return len;
}

/* The last line of the function's block, as inspect.getblock finds it: the lines after the def
 * line that are blank or indented more than the def, trailing blank lines left out. */
static int last_line(const char *text, const FuncNode *fn) {
  const char *p;
  int len, last = fn->span.line;
  if (!kir_source_line(text, fn->span.line, &p, &len)) return last;
  int indent = count_spaces(p, rstrip_len(p, len));
  for (int n = fn->span.line + 1; kir_source_line(text, n, &p, &len); n++) {
    int l = rstrip_len(p, len);
    if (l == 0) continue;
    if (count_spaces(p, l) <= indent) break;
    last = n;
  }
  return last;
}

void kir_numba_func_lines(const FuncNode *fn, const char *text, int *first, int *last) {
  *first = first_line(fn);
  *last = last_line(text, fn);
}

void kir_numba_inspect_types(Value dispatcher, Value file) {
  const KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  const Function *f = RT_AS(Function, d->fn);
  const FuncNode *fn = vm_function_node(d->fn);
  Value sigs = kir_signature_list(d->fn, false);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_cleanup_push_value(&sigs);
  const List *l = RT_AS(List, sigs);
  for (int64_t k = 0; k < l->n; k++) {
    Value sig = l->items[k];
    Value r = rt_repr(sig);
    rt_sb_printf(&sb, "%s %s\n", f->proto->name, rt_str_data(r));
    rt_decref(r);
    for (int c = 0; c < 80; c++) rt_sb_putc(&sb, '-');
    rt_sb_putc(&sb, '\n');
    const char *text = f->proto->source ? f->proto->source->text : NULL;
    if (!fn || !text) {
      rt_sb_puts(&sb, "# Source code unavailable\n");
    } else {
      rt_sb_printf(&sb, "# File: %s\n", f->proto->source->name);
      int first = first_line(fn), last = last_line(text, fn);
      for (int n = first; n <= last; n++) {
        const char *p;
        int len;
        if (!kir_source_line(text, n, &p, &len)) break;
        len = rstrip_len(p, len);
        int ind = 0;
        while (ind < len && (p[ind] == ' ' || p[ind] == '\t')) ind++;
        rt_sb_printf(&sb, "%.*s# --- LINE %d --- \n", ind, p, n);
        if (n == first) {
          rt_sb_printf(&sb, "%.*s# label 0\n", ind, p);
          const Tuple *t = RT_AS(Tuple, sig);
          for (int a = 0; a < t->n && a < fn->nparams; a++) {
            Value ts = rt_to_str(t->items[a]);
            rt_sb_printf(&sb, "%.*s#   %s = arg(%d, name=%s)  :: %s\n", ind, p, fn->params[a], a, fn->params[a],
                         rt_str_data(ts));
            rt_decref(ts);
          }
        }
        rt_sb_printf(&sb, "\n%.*s\n\n", len, p);
      }
    }
    rt_sb_putc(&sb, '\n');
    for (int c = 0; c < 80; c++) rt_sb_putc(&sb, '=');
    rt_sb_putc(&sb, '\n');
  }
  /* printed to file, else through sys.stdout, as Numba's print() does (redirect_stdout catches it) */
  Value sys = rt_is_none(file) ? rt_import("sys") : rt_none();
  rt_cleanup_push_value(&sys);
  Value out = rt_is_none(file) ? rt_getattr(sys, "stdout") : (rt_incref(file), file);
  rt_cleanup_push_value(&out);
  Value write = rt_getattr(out, "write");
  rt_cleanup_push_value(&write);
  Value str = rt_str_from_c(sb.data ? sb.data : "");
  rt_cleanup_push_value(&str);
  rt_decref(rt_call(write, 1, &str, NULL));
  rt_cleanup_pop(mark, true);
}
