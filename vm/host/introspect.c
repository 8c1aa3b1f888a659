/* introspect.c — what a notebook (or the REPL) asks about the session without running code:
 * the names a prefix completes to (globals, builtins, keywords, an object's attributes) and
 * the text Shift-Tab shows for a name (a function's signature and docstring). Attributes are
 * listed for modules, classes and instances of classes; builtin types (str, ndarray, ...)
 * find their attributes on demand and have no list to offer. Also the REPL's builtins that
 * introspect: help(), with exit/quit and %who's helpers (vm_install_repl_builtins); dir() is
 * every program's (dir.c). */
#include <stdlib.h>
#include <string.h>

#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

static const char *const keywords[] = {
    "False", "None",  "True",   "and",    "as",       "assert", "async", "await",
    "break", "class", "continue", "def",  "del",      "elif",   "else",  "except",
    "finally", "for", "from",   "global", "if",       "import", "in",    "is",
    "lambda", "nonlocal", "not", "or",   "pass",     "raise",  "return", "try",
    "while", "with",  "yield",
};

/* A growing list of borrowed names, filtered by the prefix as they are added. */
typedef struct Names {
  const char *prefix;
  size_t plen;
  const char **v;
  size_t n, cap;
  bool all; /* dir(): '_' names too */
} Names;

/* Names starting with '_' only when the prefix does (IPython hides them otherwise). */
static void add(Names *ns, const char *name) {
  if (!name || strncmp(name, ns->prefix, ns->plen) != 0) return;
  if (name[0] == '_' && ns->prefix[0] != '_' && !ns->all) return;
  if (ns->n == ns->cap) {
    ns->cap = ns->cap ? ns->cap * 2 : 64;
    ns->v = rt_realloc(ns->v, ns->cap * sizeof *ns->v);
  }
  ns->v[ns->n++] = name;
}

static void add_module(Names *ns, Value m) {
  rt_module_refresh(m);
  const Module *mod = RT_AS(Module, m);
  for (int64_t k = 0; k < mod->cap; k++) {
    if (mod->entries[k].name && !rt_is_undef(mod->entries[k].value)) add(ns, mod->entries[k].name);
  }
}

static void add_attrmap(Names *ns, const AttrMap *m) {
  for (int k = 0; k < m->n; k++) {
    if (!rt_is_undef(m->e[k].value)) add(ns, rt_str_data(m->e[k].key));
  }
}

/* A class's own attributes and its bases' (builtin bases have no list: see above). */
static void add_class(Names *ns, Value cls) {
  const Tuple *mro = RT_AS(Tuple, RT_AS(ClassObj, cls)->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value item = mro->items[k];
    if (rt_is_class(item)) add_attrmap(ns, &RT_AS(ClassObj, item)->dict);
  }
}

static void add_instance(Names *ns, Value obj) {
  const Instance *in = RT_AS(Instance, obj);
  const AttrMap *slots = &in->cls->slots;
  for (int k = 0; k < slots->n; k++) {
    int64_t i = slots->e[k].value.as.i;
    if (i < in->nslots && !rt_is_undef(in->slots[i])) add(ns, rt_str_data(slots->e[k].key));
  }
  add_class(ns, rt_obj(&in->cls->hdr));
}

static void add_attributes(Names *ns, Value v) {
  if (rt_is_type(v, &rt_module_type)) add_module(ns, v);
  else if (rt_is_class(v)) add_class(ns, v);
  else if (rt_is_instance(v)) add_instance(ns, v);
}

static bool global_value(Vm *vm, const char *name, Value *out) {
  for (int k = 0; k < vm->nglobals; k++) {
    if (!rt_is_undef(vm->globals[k]) && strcmp(vm->gnames[k], name) == 0) {
      *out = vm->globals[k];
      rt_incref(*out);
      return true;
    }
  }
  Value b = rt_builtin_lookup(name);
  if (rt_is_undef(b)) return false;
  rt_incref(b);
  *out = b;
  return true;
}

typedef struct ResolveJob {
  Vm *vm;
  const char *path;
  Value out; /* owned; RT_UNDEF when the path names nothing */
} ResolveJob;

/* Walk "a.b.c": a global (or builtin), then attributes. An attribute lookup may raise (a
 * property's getter): the caller's protected call drops that. */
static void resolve_job(void *ud) {
  ResolveJob *job = ud;
  char *path = rt_strdup(job->path);
  int mark = rt_cleanup_push(free, path);
  char *save = NULL;
  Value v = rt_undef();
  for (char *part = strtok_r(path, ".", &save); part; part = strtok_r(NULL, ".", &save)) {
    Value next = rt_undef();
    bool found = rt_is_undef(v) ? global_value(job->vm, part, &next) : rt_try_getattr(v, part, &next);
    rt_decref(v);
    v = found ? next : rt_undef();
    if (!found) break;
  }
  job->out = v;
  rt_cleanup_pop(mark, true);
}

/* The value a dotted name stands for (new reference), or RT_UNDEF. */
static Value resolve(Vm *vm, const char *path) {
  ResolveJob job = {vm, path, rt_undef()};
  if (!*path || rt_pcall(resolve_job, &job)) {
    rt_error_clear();
    return rt_undef();
  }
  return job.out;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static char **sorted_unique(Names *ns) {
  if (ns->n) qsort(ns->v, ns->n, sizeof *ns->v, by_name);
  char **out = rt_calloc(ns->n + 1, sizeof *out);
  size_t m = 0;
  for (size_t k = 0; k < ns->n; k++) {
    if (m == 0 || strcmp(out[m - 1], ns->v[k]) != 0) out[m++] = rt_strdup(ns->v[k]);
  }
  free(ns->v);
  return out;
}

char **vm_complete(Vm *vm, const char *path, const char *prefix) {
  vm_enter(vm);
  Names ns = {.prefix = prefix, .plen = strlen(prefix)};
  if (!path) {
    for (int k = 0; k < vm->nglobals; k++) {
      if (!rt_is_undef(vm->globals[k])) add(&ns, vm->gnames[k]);
    }
    add_module(&ns, rt_builtins_module());
    for (size_t k = 0; k < sizeof keywords / sizeof keywords[0]; k++) add(&ns, keywords[k]);
    return sorted_unique(&ns);
  }
  Value v = resolve(vm, path);
  if (rt_is_undef(v)) return NULL;
  add_attributes(&ns, v); /* the names stay owned by v's tables until the copies are made */
  char **out = sorted_unique(&ns);
  rt_decref(v);
  return out;
}

void vm_names_free(char **names) {
  if (!names) return;
  for (char **p = names; *p; p++) free(*p);
  free(names);
}

typedef struct TextJob {
  Value v, out;
  bool repr;
} TextJob;

static void text_job(void *ud) {
  TextJob *job = ud;
  job->out = job->repr ? rt_repr(job->v) : rt_to_str(job->v);
}

/* repr() or str() of v into sb; "..." when it raises. */
static void put_text(StrBuf *sb, Value v, bool repr) {
  TextJob job = {v, rt_undef(), repr};
  if (rt_pcall(text_job, &job)) {
    rt_error_clear();
    rt_sb_puts(sb, "...");
    return;
  }
  rt_sb_puts(sb, rt_str_data(job.out));
  rt_decref(job.out);
}

/* "name(a, b=1, /, *args, c, d=2, **kw)" from the code's parameters and the function's
 * defaults (the last ndefaults positional ones; kwdefaults RT_UNDEF for a required one). */
static void put_signature(StrBuf *sb, const Function *f) {
  const Proto *p = f->proto;
  rt_sb_printf(sb, "%s(", p->name);
  int first_default = p->nparams - p->ndefaults;
  for (int k = 0; k < p->nparams; k++) {
    rt_sb_printf(sb, "%s%s", k ? ", " : "", p->params[k]);
    if (k >= first_default) {
      rt_sb_putc(sb, '=');
      put_text(sb, f->defaults[k - first_default], true);
    }
    if (k + 1 == p->nposonly) rt_sb_puts(sb, ", /");
  }
  int reg = p->nparams + p->nkwonly, sep = p->nparams > 0;
  if (p->flags & VM_VARARGS) rt_sb_printf(sb, "%s*%s", sep++ ? ", " : "", p->regnames[reg++]);
  else if (p->nkwonly) rt_sb_printf(sb, "%s*", sep++ ? ", " : "");
  for (int k = 0; k < p->nkwonly; k++) {
    rt_sb_printf(sb, ", %s", p->params[p->nparams + k]);
    if (f->kwdefaults && !rt_is_undef(f->kwdefaults[k])) {
      rt_sb_putc(sb, '=');
      put_text(sb, f->kwdefaults[k], true);
    }
  }
  if (p->flags & VM_VARKW) rt_sb_printf(sb, "%s**%s", sep ? ", " : "", p->regnames[reg]);
  rt_sb_putc(sb, ')');
}

/* "Docstring: ..." when the value at path has a docstring (a str __doc__). */
static void put_doc(StrBuf *sb, Vm *vm, const char *path) {
  char *doc_path = rt_malloc(strlen(path) + sizeof ".__doc__");
  strcpy(doc_path, path);
  strcat(doc_path, ".__doc__");
  Value doc = resolve(vm, doc_path);
  free(doc_path);
  if (rt_is_str(doc)) rt_sb_printf(sb, "Docstring: %s\n", rt_str_data(doc));
  rt_decref(doc);
}

/* A kernel or an @njit function wraps a Python function: its signature is that one's. */
static Value python_function_of(Value v) {
  if (vm_is_function(v)) return (rt_incref(v), v);
  if (!rt_is_type(v, &rt_module_type) && !rt_is_class(v) && !rt_is_instance(v)) {
    Value py = rt_undef();
    if (rt_try_getattr(v, "py_func", &py) && vm_is_function(py)) return py;
    rt_decref(py);
  }
  return rt_undef();
}

char *vm_describe(Vm *vm, const char *path) {
  vm_enter(vm);
  Value v = resolve(vm, path);
  if (rt_is_undef(v)) return NULL;
  StrBuf sb;
  rt_sb_init(&sb);
  Value fn = python_function_of(v);
  bool wrapped = !rt_is_undef(fn) && fn.as.o != v.as.o; /* the docstring is the function's */
  if (!rt_is_undef(fn)) {
    rt_sb_puts(&sb, "Signature: ");
    put_signature(&sb, RT_AS(Function, fn));
    rt_sb_putc(&sb, '\n');
    rt_decref(fn);
  } else if (!rt_is_class(v) && !rt_is_type(v, &rt_module_type)) {
    rt_sb_puts(&sb, "String form: ");
    put_text(&sb, v, false);
    rt_sb_putc(&sb, '\n');
  }
  StrBuf doc_of;
  rt_sb_init(&doc_of);
  rt_sb_printf(&doc_of, "%s%s", path, wrapped ? ".py_func" : "");
  put_doc(&sb, vm, doc_of.data);
  rt_sb_free(&doc_of);
  rt_sb_printf(&sb, "Type:      %s\n", rt_type_name(v));
  rt_decref(v);
  char *out = rt_strdup(sb.data);
  rt_sb_free(&sb);
  return out;
}

/* ---- the REPL's builtins: help, exit, quit ---- */

static void add_globals(Names *ns, Vm *vm) {
  for (int k = 0; k < vm->nglobals; k++) {
    if (!rt_is_undef(vm->globals[k])) add(ns, vm->gnames[k]);
  }
}

/* The docstring of v (str), indented by `indent`, one line each. */
static void put_doc_lines(StrBuf *sb, Value v, const char *indent) {
  Value doc = rt_undef();
  if (!rt_try_getattr(v, "__doc__", &doc) || !rt_is_str(doc)) {
    rt_decref(doc);
    return;
  }
  for (const char *line = rt_str_data(doc); *line;) {
    size_t n = strcspn(line, "\n");
    rt_sb_printf(sb, "%s%.*s\n", indent, (int)n, line);
    line += n + (line[n] == '\n');
  }
  rt_decref(doc);
}

static void help_class(StrBuf *sb, Value cls) {
  const ClassObj *c = RT_AS(ClassObj, cls);
  rt_sb_printf(sb, "Help on class %s in module __main__:\n\nclass %s\n", c->name, c->name);
  put_doc_lines(sb, cls, " |  ");
  bool header = false;
  for (int k = 0; k < c->dict.n; k++) {
    Value m = c->dict.e[k].value;
    if (!vm_is_function(m)) continue;
    if (!header) rt_sb_puts(sb, " |\n |  Methods defined here:\n");
    header = true;
    rt_sb_puts(sb, " |\n |  ");
    put_signature(sb, RT_AS(Function, m));
    rt_sb_putc(sb, '\n');
    put_doc_lines(sb, m, " |      ");
  }
}

/* A module's names, wrapped as pydoc's lists are. */
static void help_module(StrBuf *sb, Value m) {
  rt_sb_printf(sb, "Help on module %s:\n\n", RT_AS(Module, m)->name);
  put_doc_lines(sb, m, "    ");
  Names ns = {.prefix = ""};
  add_module(&ns, m);
  char **names = sorted_unique(&ns);
  rt_sb_puts(sb, "NAMES\n   ");
  size_t col = 3;
  for (char **p = names; *p; p++) {
    if (col + strlen(*p) + 2 > 78) rt_sb_puts(sb, "\n   "), col = 3;
    rt_sb_printf(sb, " %s%s", *p, p[1] ? "," : "\n");
    col += strlen(*p) + 2;
  }
  vm_names_free(names);
}

/* pydoc's layout, shortened: a function's signature and docstring; a class's docstring and
 * methods; a module's names; otherwise the value's type and str(). */
static Value b_help(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("help", argc, kw, 0, 1, RT_ARGS_CLINIC);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push((void (*)(void *))rt_sb_free, &sb);
  Value v = argc ? argv[0] : rt_none();
  Value fn = argc ? python_function_of(v) : rt_undef();
  if (argc == 0) {
    rt_sb_puts(&sb, "Type help(object) for help about object (a function, class or module).\n");
  } else if (!rt_is_undef(fn)) {
    rt_sb_printf(&sb, "Help on function %s in module __main__:\n\n", RT_AS(Function, fn)->proto->name);
    put_signature(&sb, RT_AS(Function, fn));
    rt_sb_putc(&sb, '\n');
    put_doc_lines(&sb, fn, "    ");
    rt_decref(fn);
  } else if (rt_is_class(v) || rt_is_instance(v)) {
    help_class(&sb, rt_is_class(v) ? v : rt_obj(&RT_AS(Instance, v)->cls->hdr));
  } else if (rt_is_type(v, &rt_module_type)) {
    help_module(&sb, v);
  } else {
    rt_sb_printf(&sb, "Help on %s object:\n\n", rt_type_name(v));
    put_text(&sb, v, false);
    rt_sb_putc(&sb, '\n');
  }
  rt_sb_putc(&sb, '\n');
  rt_stdout_write(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* CPython's site.Quitter, and the helpers of %who and %whos (IPython's output), run once in
 * the session and then moved into the builtins (hidden from dir() and %who). */
static const char REPL_PRELUDE[] =
    "class Quitter:\n"
    "    def __init__(self, name):\n"
    "        self.name = name\n"
    "    def __repr__(self):\n"
    "        return 'Use %s() or Ctrl-D (i.e. EOF) to exit' % self.name\n"
    "    def __call__(self, code=None):\n"
    "        raise SystemExit(code)\n"
    "exit = Quitter('exit')\n"
    "quit = Quitter('quit')\n"
    "def __weft_who(names, values, types, table):\n"
    "    if types:\n"
    "        keep = [k for k in range(len(names)) if type(values[k]).__name__ in types]\n"
    "        names = [names[k] for k in keep]\n"
    "        values = [values[k] for k in keep]\n"
    "    if not names:\n"
    "        print('No variables match your requested type.' if types else\n"
    "              'Interactive namespace is empty.')\n"
    "    elif table:\n"
    "        __weft_whos(names, values)\n"
    "    else:\n"
    "        out = ''\n"
    "        for k in range(len(names)):\n"
    "            out += names[k] + '\\t '\n"
    "            if k % 9 == 8:\n"
    "                out += '\\n'\n"
    "        print(out)\n"
    "def __weft_whos(names, values):\n"
    "    types = [type(v).__name__ for v in values]\n"
    "    vw = max(max([len(n) for n in names]), 8) + 3\n"
    "    tw = max(max([len(t) for t in types]), 4) + 3\n"
    "    print('Variable'.ljust(vw) + 'Type'.ljust(tw) + ' Data/Info')\n"
    "    print('-' * (vw + tw + 10))\n"
    "    for n, v, t in zip(names, values, types):\n"
    "        if t in ('dict', 'list', 'tuple'):\n"
    "            info = 'n=' + str(len(v))\n"
    "        elif t == 'ndarray':\n"
    "            shape = str(v.shape).replace(',', '').replace(' ', 'x')[1:-1]\n"
    "            nbytes = v.size * v.itemsize\n"
    "            info = '%s: %s elems, type `%s`, %s bytes' % (shape, v.size, v.dtype, nbytes)\n"
    "            if nbytes >= 1048576:\n"
    "                info += ' (%s Mb)' % (nbytes / 1048576)\n"
    "            elif nbytes >= 100000:\n"
    "                info += ' (%s kb)' % (nbytes / 1024)\n"
    "        else:\n"
    "            info = str(v).replace('\\n', '\\\\n')\n"
    "            if len(info) >= 50:\n"
    "                info = info[:25] + '<...>' + info[-25:]\n"
    "        print(n.ljust(vw) + t.ljust(tw) + ' ' + info)\n";

static void to_builtins(Vm *vm, const char *name) {
  int slot = vm_global_slot(vm, name);
  rt_module_set(rt_builtins_module(), name, vm->globals[slot]); /* steals */
  vm->globals[slot] = rt_undef();
}

void vm_install_repl_builtins(Vm *vm) {
  if (!rt_is_undef(rt_builtin_lookup("__weft_who"))) return; /* weft -i: already there */
  vm_run_source(vm, "<weft>", REPL_PRELUDE, false);
  vm_enter(vm);
  static const char *const moved[] = {"exit", "quit", "__weft_who", "__weft_whos"};
  for (size_t k = 0; k < sizeof moved / sizeof moved[0]; k++) to_builtins(vm, moved[k]);
  rt_decref(vm->globals[vm_global_slot(vm, "Quitter")]);
  vm->globals[vm_global_slot(vm, "Quitter")] = rt_undef();
  rt_module_add_fn(rt_builtins_module(), "help", b_help);
  vm_global_slot(vm, "_"); /* made now: the echo binds it while code runs */
}

char **vm_user_names(Vm *vm) {
  Names ns = {.prefix = ""};
  add_globals(&ns, vm);
  return sorted_unique(&ns);
}
