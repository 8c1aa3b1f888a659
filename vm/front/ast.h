/* ast.h — the typed syntax tree the parser builds and the resolver and compilers consume.
 * Every node carries its source span. Nodes live in an Arena freed all at once, when the
 * compiler and every function compiled from them are done with them (AstTree). Node kinds are defined once as X-macro lists. */
#ifndef WEFT_FRONT_AST_H
#define WEFT_FRONT_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../obj/value.h"
#include "token.h"

/* ---- arena ---- */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *head;
} Arena;
void vm_arena_init(Arena *a);
void vm_arena_free(Arena *a);
void *vm_arena_alloc(Arena *a, size_t n); /* zeroed */
char *vm_arena_strndup(Arena *a, const char *s, size_t n);

/* The arena of one parsed source, shared and refcounted: the compiled code of each function
 * keeps the tree it came from (compiled engines type a function from its node), and the tree
 * is freed with the last function that uses it. */
typedef struct AstTree {
  int refs;
  Arena arena;
} AstTree;
AstTree *vm_ast_tree_new(void); /* one reference */
void vm_ast_tree_retain(AstTree *t);
void vm_ast_tree_release(AstTree *t); /* NULL is ignored */

/* A growable array of pointers, grown in the arena (so a parse error abandoning it loses
 * nothing; the outgrown copies stay in the arena until it goes). */
typedef struct PtrVec {
  void **items;
  int n, cap;
} PtrVec;
void vm_vec_push(PtrVec *v, void *p, Arena *a);
void **vm_vec_freeze(PtrVec *v, Arena *a); /* the items (never NULL), for the tree */

/* A growable array of fixed-size items (spans, clauses, import names), grown in the arena the
 * same way: the parser keeps no fixed-size arrays, so Python's unlimited counts (parameters,
 * 'except' clauses, names in an import) need no limits of Weft's own. */
typedef struct ItemVec {
  void *items;
  int n, cap;
} ItemVec;
void *vm_items_push(ItemVec *v, size_t size, Arena *a); /* a zeroed slot for one more item */
void *vm_items_freeze(ItemVec *v, size_t size, Arena *a); /* the items (never NULL) */

/* ---- expressions ---- */
#define VM_EXPR_KINDS(X)                                                                  \
  X(NAME) X(INT) X(FLOAT) X(STR) X(NONE) X(TRUE) X(FALSE) X(ELLIPSIS) X(FSTRING)         \
  X(FORMATTED) X(BINOP) X(UNARY) X(BOOLOP) X(COMPARE) X(IFEXP) X(CALL) X(ATTR)           \
  X(SUBSCRIPT) X(SLICE) X(TUPLE) X(LIST) X(LISTCOMP) X(LAMBDA) X(STARRED)                \
  X(BIGINT) X(IMAG) /* int literals beyond int64; imaginary literals */                 \
  X(YIELD) X(YIELDFROM) X(GENEXP)                                                  \
  X(DICT) X(SET) X(DICTCOMP) X(SETCOMP) X(BYTES) /* BYTES: as.str holds the bytes */     \
  X(NAMEDEXPR) /* target := value */

typedef enum {
#define X(k) EX_##k,
  VM_EXPR_KINDS(X)
#undef X
} ExprKind;

/* Comparison operators (chained comparisons hold one per pair). */
#define VM_CMP_OPS(X)                                                                    \
  X(LT, "<") X(LE, "<=") X(GT, ">") X(GE, ">=") X(EQ, "==") X(NE, "!=") X(IN, "in")     \
  X(NOTIN, "not in") X(IS, "is") X(ISNOT, "is not")
typedef enum {
#define X(k, s) CMP_##k,
  VM_CMP_OPS(X)
#undef X
} CmpOp;

/* How the resolver bound a name (see resolve.h). */
/* NAME_CLASS: bound in the class body being run: its namespace, else the global. */
typedef enum { NAME_UNRESOLVED, NAME_LOCAL, NAME_CELL, NAME_FREE, NAME_GLOBAL, NAME_CLASS } NameKind;

struct Scope;
struct Symbol;
struct Stmt;
typedef struct Expr Expr;

typedef struct Comprehension {
  Expr *target, *iter;
  Expr **ifs;
  int nifs;
} Comprehension;

typedef struct FuncNode {
  const char *name;    /* "<lambda>", "<genexpr>" */
  const char *binding; /* the name a def binds: name, mangled in a class (`__f` binds `_C__f`) */
  const char **params; /* the positional parameters (the first nposonly before a '/') */
  Span *param_spans;
  int nparams, nposonly;
  Expr **defaults;     /* for the last ndefaults params */
  int ndefaults;
  const char **kwonly; /* keyword-only parameters (after '*' or '*args') */
  Span *kwonly_spans;
  Expr **kwdefaults;   /* nkwonly entries, NULL where a keyword-only parameter has no default */
  int nkwonly;
  const char *vararg, *kwarg; /* '*args' and '**kwargs' names, NULL when absent */
  bool is_generator;   /* its body yields (a genexpr's always does) */
  struct Stmt **body;
  int nbody;
  Expr **decorators;
  int ndecorators;
  /* a def's annotations as a dict display ({'x': int, 'return': str}, parameters in order,
   * then the return), evaluated where the def runs; NULL when there is none */
  Expr *annotations;
  struct Scope *scope; /* set by the resolver */
  Span span;           /* the def line (or the lambda expression) */
} FuncNode;

struct Expr {
  ExprKind kind;
  Span span;  /* the expression itself, like Python's AST (without enclosing parentheses) */
  Span paren; /* with its parentheses when it was written in them (else line 0) */
  union {
    struct {
      const char *id;
      NameKind kind;
      struct Symbol *sym; /* owning symbol (LOCAL/CELL), or this scope's free entry */
    } name;
    int64_t i;
    double f; /* FLOAT; IMAG: the imaginary part */
    struct { const char *digits; int base; } bigint;
    struct { const char *s; int len; } str;
    struct { Expr **parts; int n; } fstring; /* STR and FORMATTED parts */
    struct { Expr *value; int conv; Expr *spec; } formatted; /* conv: 0, 'r', 's', 'a' */
    struct { BinOp op; Expr *left, *right; Span op_span; } binop;
    struct { UnOp op; Expr *operand; } unary;
    struct { bool is_and; Expr *left, *right; } boolop;
    struct { int n; Expr **operands; CmpOp *ops; } compare; /* n operands, n-1 ops */
    struct { Expr *test, *body, *orelse; } ifexp;
    struct {
      Expr *func;
      Expr **args;
      int nargs;
      const char **kwnames; /* a NULL name marks `**kwvalues[i]` (keyword unpacking) */
      Expr **kwvalues;
      int nkw;
    } call;
    struct { Expr *obj; const char *name; } attr;
    struct { Expr *obj, *index; } subscript;
    struct { Expr *lo, *hi, *step; } slice;
    struct { Expr **items; int n; } seq; /* TUPLE, LIST, SET (items may be STARRED) */
    /* DICT: n pairs in order; a NULL key marks `**values[i]` */
    struct { Expr **keys, **values; int n; } dict;
    struct { /* LISTCOMP, SETCOMP, DICTCOMP (elt is the key, value the value) */
      Expr *elt, *value;
      Comprehension *gens;
      int ngens;
      struct Scope *scope;
    } comp;
    FuncNode *lambda;
    Expr *starred;
    struct { Expr *target, *value; } named; /* NAMEDEXPR: target is an EX_NAME */
    Expr *yield; /* YIELD (NULL: a bare yield), YIELDFROM */
    /* GENEXP: the generator function (one parameter, '.0', the first iterator) and the first
     * iterable, evaluated where the expression is */
    struct { FuncNode *fn; Expr *iter; } genexp;
  } as;
};

/* ---- statements ---- */
#define VM_STMT_KINDS(X)                                                                  \
  X(EXPR) X(ASSIGN) X(AUGASSIGN) X(IF) X(WHILE) X(FOR) X(BREAK) X(CONTINUE) X(PASS)      \
  X(RETURN) X(ASSERT) X(DEL) X(GLOBAL) X(IMPORT) X(IMPORTFROM) X(FUNCDEF) X(NONLOCAL)       \
  X(TRY) X(RAISE) X(WITH) X(CLASSDEF)

typedef enum {
#define X(k) ST_##k,
  VM_STMT_KINDS(X)
#undef X
} StmtKind;

typedef struct ImportName {
  const char *name;   /* dotted module name, or the imported attribute */
  const char *asname; /* NULL when absent */
  Span span;
} ImportName;

/* class NAME(bases): body. The body runs in the enclosing function's frame, binding its names
 * in the class's namespace (scope kind SCOPE_CLASS). */
typedef struct ClassNode {
  const char *name;
  const char *binding; /* the name the statement binds: name, mangled in a class */
  Expr **bases;
  int nbases;
  const char **kwnames; /* class C(B, key=value): passed to __init_subclass__ */
  Expr **kwvalues;
  int nkw;
  struct Stmt **body;
  int nbody;
  Expr **decorators;
  int ndecorators;
  const char **annotated; /* the names annotated in the body (`x: int`), in order */
  int nannotated;
  struct Scope *scope; /* set by the resolver */
  Span span;           /* `class NAME` */
} ClassNode;

typedef struct Stmt Stmt;
typedef struct Block {
  Stmt **items;
  int n;
} Block;

/* except_clause: 'except' [expr ['as' NAME]] ':' block */
typedef struct ExceptClause {
  Expr *type;       /* NULL for a bare `except:` */
  Expr *name;       /* the `as` target (an EX_NAME), or NULL */
  Block body;
  Span span;        /* the `except ...` header */
  bool star;        /* except*: the clause takes the matching part of an exception group */
} ExceptClause;

/* with_item: expr ['as' target] */
typedef struct WithItem {
  Expr *ctx;
  Expr *target;     /* NULL without `as` */
} WithItem;

struct Stmt {
  StmtKind kind;
  Span span;
  union {
    Expr *expr;
    /* ASSIGN; in a class body also `x: T = v` and (as a PASS) `x: T`, whose annotation T
     * goes into the class's __annotations__ under ann_name (else NULL); ann_target: the name
     * of any `x: T` whose target is a simple name (not in parentheses), in every scope */
    struct { Expr **targets; int ntargets; Expr *value; Expr *annotation; const char *ann_name, *ann_target; } assign;
    struct { Expr *target; BinOp op; Expr *value; } aug;
    struct { Expr *test; Block body, orelse; } cond; /* IF, WHILE */
    struct { Expr *target, *iter; Block body, orelse; } loop;
    struct { Expr *test, *msg; } assert_;
    struct { Expr **targets; int n; } del;
    struct { const char **names; Span *spans; int n; } global; /* GLOBAL, NONLOCAL */
    struct { const char *module; ImportName *names; int n; } import; /* module: FROM only */
    FuncNode *func;
    ClassNode *cls;
    Expr *ret; /* RETURN: NULL for a bare return */
    struct {
      Block body, orelse, finalbody;
      ExceptClause *handlers;
      int nhandlers;
    } try_;
    struct { Expr *exc, *cause; } raise; /* exc NULL: bare raise; cause NULL: no `from` */
    struct { WithItem *items; int nitems; Block body; } with;
  } as;
};

typedef struct AstModule {
  Block body;
  struct Scope *scope;
} AstModule;

/* The extent of e including any parentheses around it: what an enclosing node spans. */
static inline Span vm_outer(const Expr *e) { return e->paren.line ? e->paren : e->span; }

extern const char *const vm_expr_kind_names[];
extern const char *const vm_cmp_symbols[];

#endif
