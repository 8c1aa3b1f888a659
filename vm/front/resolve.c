/* resolve.c — the two passes of name resolution: declare (which names each scope binds) and
 * resolve (what each use of a name refers to). Also guards the depth of the tree as CPython's
 * symbol table does (every statement and expression counts, depth.h), so later recursive passes
 * cannot overflow the C stack. */
#include "resolve.h"

#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "depth.h"

/* A name annotated (`x: T`) in a scope, before the statements declared after it. */
typedef struct Annotated {
  const Scope *scope;
  const char *name;
} Annotated;

typedef struct Resolver {
  Diag *diag;
  Arena *arena;
  DepthGuard depth;
  bool too_deep; /* the tree is deeper than the guard allows: reported, nothing more is done */
  Annotated *anns; /* malloc'd */
  int nanns, capanns;
} Resolver;

static uint64_t name_hash(const char *s) {
  uint64_t h = 1469598103934665603ull;
  while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ull;
  return h;
}

/* The slot of name in s's index: where it is, or the empty slot where it would go. */
static int index_slot(const Scope *s, const char *name) {
  uint64_t j = name_hash(name) & (uint64_t)(s->indexcap - 1);
  while (s->index[j] && strcmp(s->syms[s->index[j] - 1]->name, name) != 0)
    j = (j + 1) & (uint64_t)(s->indexcap - 1);
  return (int)j;
}

/* A scope's names are found through a hash index (a module of 40,000 globals resolves in
 * linear time), rebuilt in the arena when it is half full. */
static void reindex(Resolver *r, Scope *s) {
  s->indexcap = s->indexcap ? s->indexcap * 2 : 64;
  s->index = vm_arena_alloc(r->arena, sizeof(int) * (size_t)s->indexcap);
  for (int i = 0; i < s->nsyms; i++) s->index[index_slot(s, s->syms[i]->name)] = i + 1;
}

Symbol *vm_scope_find(Scope *s, const char *name) {
  if (!s->indexcap) return NULL; /* no names yet */
  int k = s->index[index_slot(s, name)];
  return k ? s->syms[k - 1] : NULL;
}

static Symbol *scope_add(Resolver *r, Scope *s, const char *name) {
  Symbol *sym = vm_scope_find(s, name);
  if (sym) return sym;
  if (s->nsyms == s->cap) {
    int cap = s->cap ? s->cap * 2 : 16;
    Symbol **more = vm_arena_alloc(r->arena, sizeof(Symbol *) * (size_t)cap);
    if (s->nsyms) memcpy(more, s->syms, sizeof(Symbol *) * (size_t)s->nsyms);
    s->syms = more;
    s->cap = cap;
  }
  sym = vm_arena_alloc(r->arena, sizeof *sym);
  sym->name = name;
  sym->reg = -1;
  s->syms[s->nsyms++] = sym;
  if (2 * s->nsyms > s->indexcap) reindex(r, s);
  else s->index[index_slot(s, name)] = s->nsyms;
  return sym;
}

static Scope *new_scope(Resolver *r, ScopeKind k, Scope *parent) {
  Scope *s = vm_arena_alloc(r->arena, sizeof *s);
  s->kind = k;
  s->parent = parent;
  return s;
}

/* ---- pass 1: bindings ---- */

static void bind(Resolver *r, Scope *s, const char *name) {
  Symbol *sym = scope_add(r, s, name);
  if (!(sym->flags & (SYM_GLOBAL | SYM_NONLOCAL))) sym->flags = (sym->flags | SYM_BOUND) & ~SYM_IMPORTED;
}

static void bind_import(Resolver *r, Scope *s, const char *name) {
  Symbol *sym = scope_add(r, s, name);
  if (sym->flags & (SYM_GLOBAL | SYM_NONLOCAL | SYM_BOUND)) return;
  sym->flags |= SYM_BOUND | SYM_IMPORTED;
}

static void bind_target(Resolver *r, Scope *s, Expr *e) {
  if (e->kind == EX_NAME) bind(r, s, e->as.name.id);
  if (e->kind == EX_STARRED) bind_target(r, s, e->as.starred);
  if (e->kind == EX_TUPLE || e->kind == EX_LIST) {
    for (int i = 0; i < e->as.seq.n; i++) bind_target(r, s, e->as.seq.items[i]);
  }
}

static void declare_block(Resolver *r, Scope *s, Block b);

static bool was_annotated(const Resolver *r, const Scope *s, const char *name) {
  for (int k = 0; k < r->nanns; k++)
    if (r->anns[k].scope == s && strcmp(r->anns[k].name, name) == 0) return true;
  return false;
}

/* `x: T` (x a simple name): CPython's symtable refuses it after `global x` or `nonlocal x`
 * (not at module level), and remembers it for a later declaration. */
static void declare_annotated(Resolver *r, Scope *s, Stmt *st) {
  const char *name = st->as.assign.ann_target;
  Symbol *sym = vm_scope_find(s, name);
  if (s->kind != SCOPE_MODULE && sym && (sym->flags & (SYM_GLOBAL | SYM_NONLOCAL))) {
    Span whole = st->span; /* the statement, as CPython's carets: `x: T = v` with its value */
    if (st->kind == ST_ASSIGN) {
      Span v = vm_outer(st->as.assign.value);
      whole.end_line = v.end_line, whole.end_col = v.end_col;
    }
    vm_diag_error(r->diag, whole, "annotated name '%s' can't be %s", name,
                  sym->flags & SYM_GLOBAL ? "global" : "nonlocal");
    return;
  }
  if (was_annotated(r, s, name)) return;
  if (r->nanns == r->capanns) {
    r->capanns = r->capanns ? r->capanns * 2 : 8;
    r->anns = rt_realloc(r->anns, sizeof *r->anns * (size_t)r->capanns);
  }
  r->anns[r->nanns++] = (Annotated){s, name};
}

static void declare_global(Resolver *r, Scope *s, Stmt *st) {
  for (int i = 0; i < st->as.global.n; i++) {
    const char *name = st->as.global.names[i];
    Symbol *sym = vm_scope_find(s, name);
    if (!(sym && (sym->flags & SYM_PARAM)) && was_annotated(r, s, name)) {
      vm_diag_error(r->diag, st->span, "annotated name '%s' can't be global", name);
      continue;
    }
    if (sym && (sym->flags & SYM_NONLOCAL)) {
      vm_diag_error(r->diag, sym->decl, "name '%s' is nonlocal and global", name);
      continue;
    }
    int reached = 0; /* a parameter's error stands: no use of it is reported before this one */
    if (s->kind != SCOPE_MODULE && sym && (sym->flags & SYM_PARAM)) {
      vm_diag_error(r->diag, st->span, "name '%s' is parameter and global", name);
      reached = SYM_GLOBAL_REACHED;
    } else if (sym && (sym->flags & SYM_BOUND) && !(sym->flags & SYM_IMPORTED)) { /* CPython: at module level too */
      vm_diag_error(r->diag, st->span, "name '%s' is assigned to before global declaration", name);
    }
    sym = scope_add(r, s, name);
    if (!(sym->flags & SYM_GLOBAL)) sym->decl = st->span;
    sym->flags = SYM_GLOBAL | reached;
  }
}

static void declare_nonlocal(Resolver *r, Scope *s, Stmt *st) {
  if (s->kind == SCOPE_MODULE) {
    vm_diag_error(r->diag, st->span, "nonlocal declaration not allowed at module level");
    return;
  }
  for (int i = 0; i < st->as.global.n; i++) {
    const char *name = st->as.global.names[i];
    Symbol *sym = vm_scope_find(s, name);
    const char *problem = NULL;
    if (sym && (sym->flags & SYM_GLOBAL)) {
      vm_diag_error(r->diag, sym->decl, "name '%s' is nonlocal and global", name); /* the first one */
      continue;
    }
    else if (sym && (sym->flags & SYM_PARAM)) problem = "name '%s' is parameter and nonlocal";
    else if (was_annotated(r, s, name)) problem = "annotated name '%s' can't be nonlocal";
    else if (sym && (sym->flags & SYM_BOUND)) problem = "name '%s' is assigned to before nonlocal declaration";
    if (problem) {
      vm_diag_error(r->diag, st->span, problem, name);
      continue;
    }
    sym = scope_add(r, s, name);
    if (!(sym->flags & SYM_NONLOCAL)) sym->decl = st->span;
    sym->flags |= SYM_NONLOCAL;
  }
}

static void declare_walrus(Resolver *r, Scope *s, Expr *e);

static void declare_walrus_all(Resolver *r, Scope *s, Expr **es, int n) {
  for (int i = 0; i < n; i++) declare_walrus(r, s, es[i]);
}

/* The targets of the assignment expressions in e bind in this scope (those in a comprehension
 * too: they bind in the frame around it), declared with the other bindings so that a function
 * made before the binding, or in its value ((f := lambda n: f(n - 1))), finds the name here.
 * A lambda's or a generator expression's body is their own function's, not entered. */
static void declare_walrus(Resolver *r, Scope *s, Expr *e) {
  if (!e) return;
  switch (e->kind) {
    case EX_NAMEDEXPR:
      bind(r, s, e->as.named.target->as.name.id);
      declare_walrus(r, s, e->as.named.value);
      break;
    case EX_FSTRING: declare_walrus_all(r, s, e->as.fstring.parts, e->as.fstring.n); break;
    case EX_FORMATTED:
      declare_walrus(r, s, e->as.formatted.value);
      declare_walrus(r, s, e->as.formatted.spec);
      break;
    case EX_BINOP: declare_walrus(r, s, e->as.binop.left); declare_walrus(r, s, e->as.binop.right); break;
    case EX_UNARY: declare_walrus(r, s, e->as.unary.operand); break;
    case EX_BOOLOP: declare_walrus(r, s, e->as.boolop.left); declare_walrus(r, s, e->as.boolop.right); break;
    case EX_COMPARE: declare_walrus_all(r, s, e->as.compare.operands, e->as.compare.n); break;
    case EX_IFEXP:
      declare_walrus(r, s, e->as.ifexp.test);
      declare_walrus(r, s, e->as.ifexp.body);
      declare_walrus(r, s, e->as.ifexp.orelse);
      break;
    case EX_CALL:
      declare_walrus(r, s, e->as.call.func);
      declare_walrus_all(r, s, e->as.call.args, e->as.call.nargs);
      declare_walrus_all(r, s, e->as.call.kwvalues, e->as.call.nkw);
      break;
    case EX_ATTR: declare_walrus(r, s, e->as.attr.obj); break;
    case EX_SUBSCRIPT: declare_walrus(r, s, e->as.subscript.obj); declare_walrus(r, s, e->as.subscript.index); break;
    case EX_SLICE:
      declare_walrus(r, s, e->as.slice.lo);
      declare_walrus(r, s, e->as.slice.hi);
      declare_walrus(r, s, e->as.slice.step);
      break;
    case EX_TUPLE: case EX_LIST: case EX_SET: declare_walrus_all(r, s, e->as.seq.items, e->as.seq.n); break;
    case EX_DICT:
      declare_walrus_all(r, s, e->as.dict.keys, e->as.dict.n);
      declare_walrus_all(r, s, e->as.dict.values, e->as.dict.n);
      break;
    case EX_LISTCOMP: case EX_SETCOMP: case EX_DICTCOMP:
      declare_walrus(r, s, e->as.comp.elt);
      declare_walrus(r, s, e->as.comp.value);
      for (int i = 0; i < e->as.comp.ngens; i++) {
        declare_walrus(r, s, e->as.comp.gens[i].iter);
        declare_walrus_all(r, s, e->as.comp.gens[i].ifs, e->as.comp.gens[i].nifs);
      }
      break;
    case EX_STARRED: declare_walrus(r, s, e->as.starred); break;
    case EX_YIELD: case EX_YIELDFROM: declare_walrus(r, s, e->as.yield); break;
    case EX_GENEXP: declare_walrus(r, s, e->as.genexp.iter); break;
    default: break; /* names, literals, lambdas */
  }
}

/* The expressions a statement evaluates in this scope (its blocks are declare_block's). */
static void declare_stmt_walrus(Resolver *r, Scope *s, Stmt *st) {
  switch (st->kind) {
    case ST_EXPR: declare_walrus(r, s, st->as.expr); break;
    case ST_ASSIGN: declare_walrus(r, s, st->as.assign.value); break;
    case ST_AUGASSIGN: declare_walrus(r, s, st->as.aug.value); break;
    case ST_IF: case ST_WHILE: declare_walrus(r, s, st->as.cond.test); break;
    case ST_FOR: declare_walrus(r, s, st->as.loop.iter); break;
    case ST_RETURN: declare_walrus(r, s, st->as.ret); break;
    case ST_ASSERT: declare_walrus(r, s, st->as.assert_.test); declare_walrus(r, s, st->as.assert_.msg); break;
    case ST_RAISE: declare_walrus(r, s, st->as.raise.exc); declare_walrus(r, s, st->as.raise.cause); break;
    case ST_WITH:
      for (int i = 0; i < st->as.with.nitems; i++) declare_walrus(r, s, st->as.with.items[i].ctx);
      break;
    default: break;
  }
}

static void declare_stmt(Resolver *r, Scope *s, Stmt *st) {
  if (!s->genexp) declare_stmt_walrus(r, s, st); /* a generator expression's bind around it */
  switch (st->kind) {
    case ST_ASSIGN:
      if (st->as.assign.ann_target) declare_annotated(r, s, st);
      for (int i = 0; i < st->as.assign.ntargets; i++) bind_target(r, s, st->as.assign.targets[i]);
      break;
    case ST_PASS:
      if (st->as.assign.ann_target) declare_annotated(r, s, st);
      break;
    case ST_AUGASSIGN: bind_target(r, s, st->as.aug.target); break;
    case ST_FOR:
      bind_target(r, s, st->as.loop.target);
      declare_block(r, s, st->as.loop.body);
      declare_block(r, s, st->as.loop.orelse);
      break;
    case ST_IF: case ST_WHILE:
      declare_block(r, s, st->as.cond.body);
      declare_block(r, s, st->as.cond.orelse);
      break;
    case ST_DEL:
      for (int i = 0; i < st->as.del.n; i++) bind_target(r, s, st->as.del.targets[i]);
      break;
    case ST_GLOBAL: declare_global(r, s, st); break;
    case ST_NONLOCAL: declare_nonlocal(r, s, st); break;
    case ST_IMPORT:
      for (int i = 0; i < st->as.import.n; i++) {
        ImportName *in = &st->as.import.names[i];
        const char *name = in->asname;
        if (!name) {
          size_t n = strcspn(in->name, ".");
          name = vm_arena_strndup(r->arena, in->name, n);
        }
        bind_import(r, s, name);
      }
      break;
    case ST_IMPORTFROM:
      for (int i = 0; i < st->as.import.n; i++) {
        ImportName *in = &st->as.import.names[i];
        if (!strcmp(in->name, "*")) { /* binds globals only, known when the module is */
          if (s->kind != SCOPE_MODULE) vm_diag_error(r->diag, in->span, "import * only allowed at module level");
          continue;
        }
        bind_import(r, s, in->asname ? in->asname : in->name);
      }
      break;
    case ST_FUNCDEF: bind(r, s, st->as.func->binding); break;
    case ST_TRY:
      declare_block(r, s, st->as.try_.body);
      for (int i = 0; i < st->as.try_.nhandlers; i++) {
        ExceptClause *h = &st->as.try_.handlers[i];
        if (h->name) bind_target(r, s, h->name);
        declare_block(r, s, h->body);
      }
      declare_block(r, s, st->as.try_.orelse);
      declare_block(r, s, st->as.try_.finalbody);
      break;
    case ST_WITH:
      for (int i = 0; i < st->as.with.nitems; i++) {
        if (st->as.with.items[i].target) bind_target(r, s, st->as.with.items[i].target);
      }
      declare_block(r, s, st->as.with.body);
      break;
    case ST_CLASSDEF: bind(r, s, st->as.cls->binding); break;
    default: break;
  }
}

static void declare_block(Resolver *r, Scope *s, Block b) {
  for (int i = 0; i < b.n; i++) declare_stmt(r, s, b.items[i]);
}

/* ---- pass 2: uses ---- */

static Scope *frame_owner(Scope *s) {
  while (s->kind == SCOPE_COMPREHENSION || s->kind == SCOPE_CLASS) s = s->parent;
  return s;
}

static Symbol *add_free(Resolver *r, Scope *fn, const char *name, Symbol *outer) {
  Symbol *sym = vm_scope_find(fn, name);
  if (sym && (sym->flags & SYM_FREE)) return sym;
  sym = scope_add(r, fn, name);
  sym->flags |= SYM_FREE;
  sym->outer = outer;
  if (fn->nfree == fn->freecap) {
    int cap = fn->freecap ? fn->freecap * 2 : 8;
    Symbol **more = vm_arena_alloc(r->arena, sizeof(Symbol *) * (size_t)cap);
    if (fn->nfree) memcpy(more, fn->frees, sizeof(Symbol *) * (size_t)fn->nfree);
    fn->frees = more;
    fn->freecap = cap;
  }
  sym->free_index = fn->nfree;
  fn->frees[fn->nfree++] = sym;
  return sym;
}

/* The symbol a function scope `fn` uses to reach `name`, bound in some enclosing frame:
 * a cell in the frame that binds it, threaded as a free variable through every function
 * in between. NULL when the name is a global. */
static Symbol *capture(Resolver *r, Scope *fn, const char *name) {
  for (Scope *s = fn->parent; s; s = s->parent) {
    if (s->kind == SCOPE_MODULE) return NULL;
    if (s->kind == SCOPE_CLASS) {
      if (strcmp(name, "__class__") != 0) continue;
      Symbol *cell = scope_add(r, s, name);
      cell->flags |= SYM_CELL | SYM_CLASSCELL;
      return add_free(r, fn, name, cell);
    }
    Symbol *sym = vm_scope_find(s, name);
    if (sym && (sym->flags & SYM_GLOBAL)) return NULL;
    if (sym && (sym->flags & SYM_NONLOCAL) && !(sym->flags & SYM_FREE)) sym = NULL; /* not yet */
    if (sym && (sym->flags & (SYM_BOUND | SYM_FREE))) {
      if (sym->flags & SYM_BOUND) sym->flags |= SYM_CELL;
      if (frame_owner(s) == frame_owner(fn->parent)) return add_free(r, fn, name, sym);
      break;
    }
    if (s->kind == SCOPE_FUNCTION) {
      Symbol *outer = capture(r, s, name);
      return outer ? add_free(r, fn, name, outer) : NULL;
    }
  }
  return NULL;
}

/* super() with no arguments in a function defined in a class body reads the class from the
 * implicit `__class__` cell (the compiler passes it and the first argument). */
static void capture_class_cell(Resolver *r, Scope *s) {
  while (s->kind == SCOPE_COMPREHENSION) s = s->parent;
  if (s->kind == SCOPE_FUNCTION && s->parent->kind == SCOPE_CLASS) capture(r, s, "__class__");
}

static void resolve_name(Resolver *r, Scope *s, Expr *e) {
  const char *name = e->as.name.id;
  for (Scope *t = s;; t = t->parent) {
    if (t->kind == SCOPE_MODULE) break;
    Symbol *sym = vm_scope_find(t, name);
    if (sym && (sym->flags & SYM_NONLOCAL) && !(sym->flags & SYM_FREE)) {
      /* resolved in order: its declaration comes later in the function */
      vm_diag_error(r->diag, sym->decl, "name '%s' is used prior to nonlocal declaration", name);
      sym->flags &= ~SYM_NONLOCAL;
      return;
    }
    if (t->kind == SCOPE_CLASS) {
      if (t != s) continue; /* the scopes inside a class body do not see its names */
      if (sym && (sym->flags & SYM_GLOBAL)) break;
      if (sym && (sym->flags & SYM_BOUND)) {
        e->as.name.kind = NAME_CLASS;
        return;
      }
      continue;
    }
    if (sym && (sym->flags & SYM_GLOBAL)) break;
    if (sym && (sym->flags & SYM_BOUND)) {
      e->as.name.kind = NAME_LOCAL;
      e->as.name.sym = sym;
      return;
    }
    if (sym && (sym->flags & SYM_FREE)) {
      e->as.name.kind = NAME_FREE;
      e->as.name.sym = sym;
      return;
    }
    if (t->kind == SCOPE_FUNCTION) {
      Symbol *fr = capture(r, t, name);
      if (fr) {
        e->as.name.kind = NAME_FREE;
        e->as.name.sym = fr;
        return;
      }
      break;
    }
  }
  e->as.name.kind = NAME_GLOBAL;
  if (strcmp(name, "super") == 0) capture_class_cell(r, s);
}

static void resolve_expr(Resolver *r, Scope *s, Expr *e);

/* A name read in s before the `global` statement that declares it there: CPython's error at
 * that statement, which outranks the name's "assigned to before global declaration"
 * (symtable.c); another error at the statement (another name's) stays the one reported. */
static void check_global_use(Resolver *r, Scope *s, const char *name) {
  Symbol *sym = vm_scope_find(s, name);
  if (sym && (sym->flags & (SYM_GLOBAL | SYM_GLOBAL_REACHED | SYM_GLOBAL_REPORTED)) == (SYM_GLOBAL | SYM_GLOBAL_REACHED))
    sym->flags |= SYM_GLOBAL_USED;
  if (!sym || (sym->flags & (SYM_GLOBAL | SYM_GLOBAL_REACHED)) != SYM_GLOBAL) return;
  sym->flags |= SYM_GLOBAL_REACHED; /* reported once */
  char assigned[300];
  snprintf(assigned, sizeof assigned, "name '%s' is assigned to before global declaration", name);
  for (int i = 0; i < r->diag->count; i++) {
    const DiagEntry *e = &r->diag->entries[i];
    if (e->span.line != sym->decl.line || e->span.col != sym->decl.col) continue;
    if (strcmp(e->message, assigned) != 0) return;
    vm_diag_drop(r->diag, sym->decl);
    break;
  }
  vm_diag_error(r->diag, sym->decl, "name '%s' is used prior to global declaration", name);
}

/* An assignment's, for's, del's, with's or except's target: its bare names are stores (no
 * use), the rest (a[i], o.x) is read as any expression. */
static void resolve_target(Resolver *r, Scope *s, Expr *e) {
  if (!e) return;
  if (e->kind == EX_NAME) resolve_name(r, s, e);
  else if (e->kind == EX_STARRED) resolve_target(r, s, e->as.starred);
  else if (e->kind == EX_TUPLE || e->kind == EX_LIST)
    for (int i = 0; i < e->as.seq.n; i++) resolve_target(r, s, e->as.seq.items[i]);
  else resolve_expr(r, s, e);
}
static void resolve_block(Resolver *r, Scope *s, Block b);
static void resolve_class(Resolver *r, Scope *s, ClassNode *k);

static void add_param(Resolver *r, Scope *fs, const char *name) {
  if (!name) return;
  Symbol *sym = scope_add(r, fs, name);
  sym->flags |= SYM_BOUND | SYM_PARAM;
}

static void resolve_function(Resolver *r, Scope *s, FuncNode *f) {
  for (int i = 0; i < f->ndefaults; i++) resolve_expr(r, s, f->defaults[i]);
  for (int i = 0; i < f->nkwonly; i++) resolve_expr(r, s, f->kwdefaults[i]);
  for (int i = 0; i < f->ndecorators; i++) resolve_expr(r, s, f->decorators[i]);
  if (f->annotations) resolve_expr(r, s, f->annotations);
  Scope *fs = new_scope(r, SCOPE_FUNCTION, s);
  fs->genexp = f->name && strcmp(f->name, "<genexpr>") == 0;
  f->scope = fs;
  for (int i = 0; i < f->nparams; i++) add_param(r, fs, f->params[i]);
  for (int i = 0; i < f->nkwonly; i++) add_param(r, fs, f->kwonly[i]);
  add_param(r, fs, f->vararg);
  add_param(r, fs, f->kwarg);
  Block body = {f->body, f->nbody};
  declare_block(r, fs, body);
  if (f->name && strcmp(f->name, "<lambda>") == 0 && f->nbody == 1 && f->body[0]->kind == ST_RETURN)
    resolve_expr(r, fs, f->body[0]->as.ret); /* the body is an expression (one level, as CPython counts) */
  else
    resolve_block(r, fs, body);
}

static void resolve_class(Resolver *r, Scope *s, ClassNode *k) {
  for (int i = 0; i < k->ndecorators; i++) resolve_expr(r, s, k->decorators[i]);
  for (int i = 0; i < k->nbases; i++) resolve_expr(r, s, k->bases[i]);
  for (int i = 0; i < k->nkw; i++) resolve_expr(r, s, k->kwvalues[i]);
  Scope *cs = new_scope(r, SCOPE_CLASS, s);
  k->scope = cs;
  Block body = {k->body, k->nbody};
  declare_block(r, cs, body);
  resolve_block(r, cs, body);
}

static void resolve_comprehension(Resolver *r, Scope *s, Expr *e) {
  Scope *cs = new_scope(r, SCOPE_COMPREHENSION, s);
  e->as.comp.scope = cs;
  for (int i = 0; i < e->as.comp.ngens; i++) bind_target(r, cs, e->as.comp.gens[i].target);
  for (int i = 0; i < e->as.comp.ngens; i++) {
    Comprehension *g = &e->as.comp.gens[i];
    /* the first iterable is evaluated in the enclosing scope, like Python */
    resolve_expr(r, i == 0 ? s : cs, g->iter);
    resolve_expr(r, cs, g->target);
    for (int j = 0; j < g->nifs; j++) resolve_expr(r, cs, g->ifs[j]);
  }
  resolve_expr(r, cs, e->as.comp.elt);
  resolve_expr(r, cs, e->as.comp.value);
}

/* One level deeper into the tree, or the too-deep error (once) and false. */
static bool enter(Resolver *r, Span at) {
  if (r->too_deep) return false;
  if (vm_depth_enter(&r->depth)) return true;
  r->too_deep = true;
  vm_diag_too_deep(r->diag, at);
  return false;
}

static void resolve_exprs(Resolver *r, Scope *s, Expr **es, int n) {
  for (int i = 0; i < n; i++) resolve_expr(r, s, es[i]);
}

static void resolve_expr(Resolver *r, Scope *s, Expr *e) {
  if (!e || !enter(r, e->span)) return;
  switch (e->kind) {
    case EX_NAME:
      check_global_use(r, s, e->as.name.id);
      resolve_name(r, s, e);
      break;
    case EX_FSTRING: resolve_exprs(r, s, e->as.fstring.parts, e->as.fstring.n); break;
    case EX_FORMATTED:
      resolve_expr(r, s, e->as.formatted.value);
      resolve_expr(r, s, e->as.formatted.spec);
      break;
    case EX_BINOP:
      resolve_expr(r, s, e->as.binop.left);
      resolve_expr(r, s, e->as.binop.right);
      break;
    case EX_UNARY: resolve_expr(r, s, e->as.unary.operand); break;
    case EX_BOOLOP:
      resolve_expr(r, s, e->as.boolop.left);
      resolve_expr(r, s, e->as.boolop.right);
      break;
    case EX_COMPARE: resolve_exprs(r, s, e->as.compare.operands, e->as.compare.n); break;
    case EX_IFEXP:
      resolve_expr(r, s, e->as.ifexp.test);
      resolve_expr(r, s, e->as.ifexp.body);
      resolve_expr(r, s, e->as.ifexp.orelse);
      break;
    case EX_CALL:
      resolve_expr(r, s, e->as.call.func);
      resolve_exprs(r, s, e->as.call.args, e->as.call.nargs);
      resolve_exprs(r, s, e->as.call.kwvalues, e->as.call.nkw);
      break;
    case EX_ATTR: resolve_expr(r, s, e->as.attr.obj); break;
    case EX_SUBSCRIPT:
      resolve_expr(r, s, e->as.subscript.obj);
      resolve_expr(r, s, e->as.subscript.index);
      break;
    case EX_SLICE:
      resolve_expr(r, s, e->as.slice.lo);
      resolve_expr(r, s, e->as.slice.hi);
      resolve_expr(r, s, e->as.slice.step);
      break;
    case EX_TUPLE: case EX_LIST: resolve_exprs(r, s, e->as.seq.items, e->as.seq.n); break;
    case EX_LISTCOMP: case EX_SETCOMP: case EX_DICTCOMP: resolve_comprehension(r, s, e); break;
    case EX_SET: resolve_exprs(r, s, e->as.seq.items, e->as.seq.n); break;
    case EX_DICT:
      for (int i = 0; i < e->as.dict.n; i++) {
        resolve_expr(r, s, e->as.dict.keys[i]); /* NULL for **x */
        resolve_expr(r, s, e->as.dict.values[i]);
      }
      break;
    case EX_LAMBDA: resolve_function(r, s, e->as.lambda); break;
    case EX_STARRED: resolve_expr(r, s, e->as.starred); break;
    case EX_NAMEDEXPR: { /* the target binds in the frame around any comprehension */
      resolve_expr(r, s, e->as.named.value);
      Scope *owner = s, *genexps[16];
      int ngen = 0;
      const char *id = e->as.named.target->as.name.id;
      for (; owner->kind == SCOPE_COMPREHENSION || (owner->genexp && ngen < 16); owner = owner->parent) {
        Symbol *it = vm_scope_find(owner, id);
        if (it && (owner->kind == SCOPE_COMPREHENSION || (it->flags & SYM_BOUND))) {
          vm_diag_error(r->diag, e->as.named.target->span,
                        "assignment expression cannot rebind comprehension iteration variable '%s'", id);
        }
        if (owner->genexp) genexps[ngen++] = owner;
      }
      if (owner != s && owner->kind == SCOPE_CLASS) {
        vm_diag_error(r->diag, e->as.named.target->span,
                      "assignment expression within a comprehension cannot be used in a class body");
        break;
      }
      bind(r, owner, id);
      /* a generator expression is a function of its own: the name is its enclosing function's
       * (nonlocal) or the module's (global) there, outermost first */
      for (int g = ngen - 1; g >= 0; g--) {
        Symbol *sym = scope_add(r, genexps[g], id);
        if (owner->kind == SCOPE_MODULE) {
          sym->flags = SYM_GLOBAL;
        } else if (!(sym->flags & SYM_FREE)) {
          sym->flags |= SYM_NONLOCAL;
          capture(r, genexps[g], id);
        }
      }
      resolve_name(r, s, e->as.named.target);
      break;
    }
    case EX_YIELD: case EX_YIELDFROM:
      if (s->kind == SCOPE_COMPREHENSION) vm_diag_error(r->diag, e->span, "'yield' inside list comprehension");
      resolve_expr(r, s, e->as.yield);
      break;
    case EX_GENEXP:
      resolve_expr(r, s, e->as.genexp.iter);
      resolve_function(r, s, e->as.genexp.fn);
      break;
    default: break;
  }
  vm_depth_leave(&r->depth);
}

static void resolve_stmt_body(Resolver *r, Scope *s, Stmt *st);

static void resolve_stmt(Resolver *r, Scope *s, Stmt *st) {
  if (!enter(r, st->span)) return;
  resolve_stmt_body(r, s, st);
  vm_depth_leave(&r->depth);
}

static void resolve_stmt_body(Resolver *r, Scope *s, Stmt *st) {
  switch (st->kind) {
    case ST_EXPR: resolve_expr(r, s, st->as.expr); break;
    case ST_ASSIGN:
      for (int i = 0; i < st->as.assign.ntargets; i++) resolve_target(r, s, st->as.assign.targets[i]);
      resolve_expr(r, s, st->as.assign.value);
      if (st->as.assign.annotation) resolve_expr(r, s, st->as.assign.annotation);
      break;
    case ST_PASS:
      if (st->as.assign.annotation) resolve_expr(r, s, st->as.assign.annotation);
      break;
    case ST_AUGASSIGN:
      resolve_target(r, s, st->as.aug.target);
      resolve_expr(r, s, st->as.aug.value);
      break;
    case ST_IF: case ST_WHILE:
      resolve_expr(r, s, st->as.cond.test);
      resolve_block(r, s, st->as.cond.body);
      resolve_block(r, s, st->as.cond.orelse);
      break;
    case ST_FOR:
      resolve_target(r, s, st->as.loop.target);
      resolve_expr(r, s, st->as.loop.iter);
      resolve_block(r, s, st->as.loop.body);
      resolve_block(r, s, st->as.loop.orelse);
      break;
    case ST_RETURN:
      if (s->kind == SCOPE_MODULE || s->kind == SCOPE_CLASS) {
        vm_diag_error(r->diag, st->span, "'return' outside function");
      }
      resolve_expr(r, s, st->as.ret);
      break;
    case ST_ASSERT:
      resolve_expr(r, s, st->as.assert_.test);
      resolve_expr(r, s, st->as.assert_.msg);
      break;
    case ST_DEL:
      for (int i = 0; i < st->as.del.n; i++) resolve_target(r, s, st->as.del.targets[i]);
      break;
    case ST_GLOBAL:
      for (int i = 0; i < st->as.global.n; i++) {
        Symbol *sym = vm_scope_find(s, st->as.global.names[i]);
        if (sym && (sym->flags & SYM_GLOBAL_USED)) { /* global x; print(x); global x */
          vm_diag_error(r->diag, st->span, "name '%s' is used prior to global declaration", sym->name);
          sym->flags = (sym->flags & ~SYM_GLOBAL_USED) | SYM_GLOBAL_REPORTED;
        }
        if (sym && (sym->flags & SYM_GLOBAL)) sym->flags |= SYM_GLOBAL_REACHED;
      }
      break;
    case ST_FUNCDEF: resolve_function(r, s, st->as.func); break;
    case ST_NONLOCAL:
      for (int i = 0; i < st->as.global.n; i++) {
        Symbol *sym = vm_scope_find(s, st->as.global.names[i]);
        if (!sym || !(sym->flags & SYM_NONLOCAL) || (sym->flags & SYM_FREE)) continue;
        if (!capture(r, s, sym->name)) {
          vm_diag_error(r->diag, st->span, "no binding for nonlocal '%s' found", sym->name);
          sym->flags &= ~SYM_NONLOCAL;
        }
      }
      break;
    case ST_TRY:
      resolve_block(r, s, st->as.try_.body);
      for (int i = 0; i < st->as.try_.nhandlers; i++) {
        ExceptClause *h = &st->as.try_.handlers[i];
        resolve_expr(r, s, h->type);
        resolve_target(r, s, h->name);
        resolve_block(r, s, h->body);
      }
      resolve_block(r, s, st->as.try_.orelse);
      resolve_block(r, s, st->as.try_.finalbody);
      break;
    case ST_RAISE:
      resolve_expr(r, s, st->as.raise.exc);
      resolve_expr(r, s, st->as.raise.cause);
      break;
    case ST_WITH:
      for (int i = 0; i < st->as.with.nitems; i++) {
        resolve_expr(r, s, st->as.with.items[i].ctx);
        resolve_target(r, s, st->as.with.items[i].target);
      }
      resolve_block(r, s, st->as.with.body);
      break;
    case ST_CLASSDEF: resolve_class(r, s, st->as.cls); break;
    default: break;
  }
}

static void resolve_block(Resolver *r, Scope *s, Block b) {
  for (int i = 0; i < b.n && !r->too_deep; i++) resolve_stmt(r, s, b.items[i]);
}

static void free_anns(void *p) { free(((Resolver *)p)->anns); }

void vm_resolve(AstModule *m, Diag *d, Arena *a, int depth_start, int depth_limit) {
  Resolver r = {.diag = d, .arena = a, .depth = VM_DEPTH_GUARD(depth_start, depth_limit)};
  Scope *s = new_scope(&r, SCOPE_MODULE, NULL);
  m->scope = s;
  int mark = rt_cleanup_push(free_anns, &r);
  declare_block(&r, s, m->body);
  resolve_block(&r, s, m->body);
  rt_cleanup_pop(mark, true);
}
