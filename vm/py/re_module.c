/* re_module.c — the re module on PCRE2: compiled patterns (re.Pattern, with a cache of the
 * patterns the module-level functions compile, as Python's), the subject helpers (byte offsets
 * to character indices), matching with Python's search semantics (an empty match right after
 * another one is skipped, one after a non-empty match is kept), and the module's functions:
 * compile, match, search, fullmatch, findall, finditer, sub, subn, split, escape, purge, and
 * the flags. The syntax is re_syntax.c's; Match objects and templates are re_match.c's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "re_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const ObjType pattern_type, scanner_type;
typedef struct ModState {
  Value pattern_class; /* borrowed: the module holds it */
  Value compile_cache; /* borrowed: the module's _cache */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"re", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define PAT(v) RT_AS(RePattern, v)

static bool is_pattern(Value v) { return rt_is_type(v, &pattern_type); }

/* ---- subjects ---- */

void re_subject_init(ReSubject *s, Value obj) {
  memset(s, 0, sizeof *s);
  s->obj = obj;
  if (rt_is_str(obj)) {
    Str *str = RT_AS(Str, obj);
    s->data = str->data;
    s->nbytes = str->nbytes;
    s->nchars = str->nchars;
    s->ascii = str->nbytes == str->nchars;
  } else if (rt_is_bytes_like(obj)) {
    Bytes *b = RT_AS(Bytes, obj);
    s->data = b->data ? (const char *)b->data : "";
    s->nbytes = s->nchars = b->n;
    s->is_bytes = s->ascii = true;
  } else {
    rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(obj));
  }
}

/* Walks from the last position asked, forwards or backwards: the offsets a search asks for
 * are mostly increasing. */
int64_t re_char_index(ReSubject *s, int64_t byte) {
  if (s->ascii) return byte;
  int64_t b = s->cb, c = s->cc;
  if (byte < b / 2) b = c = 0;
  for (; b < byte; b++) c += ((unsigned char)s->data[b] & 0xC0) != 0x80;
  for (; b > byte; b--) c -= ((unsigned char)s->data[b - 1] & 0xC0) != 0x80;
  s->cb = b;
  s->cc = c;
  return c;
}

int64_t re_byte_offset(ReSubject *s, int64_t ch) {
  if (s->ascii) return ch;
  return rt_str_byte_offset(s->obj, ch);
}

Value re_subject_slice(ReSubject *s, int64_t b0, int64_t b1) {
  if (s->is_bytes) return rt_bytes_new(&rt_bytes_type, s->data + b0, (size_t)(b1 - b0));
  return rt_str_new(s->data + b0, (size_t)(b1 - b0));
}

/* ---- compiling ---- */

static void pattern_free(Obj *o) {
  RePattern *p = (RePattern *)o;
  if (p->code) pcre2_code_free(p->code);
  rt_decref(p->pattern);
  rt_decref(p->groupindex);
  free(p);
}

static void ccontext_free(void *c) { pcre2_compile_context_free(c); }

static pcre2_code *pcre_compile(const StrBuf *out, int flags, bool is_bytes, Value pattern) {
  uint32_t opts = 0;
  if (!is_bytes) opts |= PCRE2_UTF | ((flags & RE_ASCII) ? 0 : PCRE2_UCP);
  if (flags & RE_IGNORECASE) opts |= PCRE2_CASELESS;
  if (flags & RE_MULTILINE) opts |= PCRE2_MULTILINE;
  if (flags & RE_DOTALL) opts |= PCRE2_DOTALL;
  pcre2_compile_context *cc = pcre2_compile_context_create(NULL);
  if (!cc) rt_raise(RT_EXC_MemoryError, "out of memory");
  int mark = rt_cleanup_push(ccontext_free, cc);
  pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
  pcre2_set_parens_nest_limit(cc, 5000); /* PCRE2's default, 250, is below what Python takes */
  int err;
  PCRE2_SIZE off;
  pcre2_code *code = pcre2_compile((PCRE2_SPTR)(out->data ? out->data : ""), out->len, opts, &err,
                                   &off, cc);
  rt_cleanup_pop(mark, true);
  if (!code) {
    if (err == PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH) {
      re_error(pattern, -1, "look-behind requires fixed-width pattern");
    }
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(err, msg, sizeof msg);
    re_error(pattern, -1, "%s", (const char *)msg);
  }
  pcre2_jit_compile(code, PCRE2_JIT_COMPLETE); /* without JIT, pcre2_match interprets */
  return code;
}

/* Python's checks of the flags against the pattern's type (after the inline ones). */
static int fix_flags(int flags, bool is_bytes) {
  if (!is_bytes) {
    if (flags & RE_LOCALE) rt_raise(RT_EXC_ValueError, "cannot use LOCALE flag with a str pattern");
    if (!(flags & RE_ASCII)) return flags | RE_UNICODE;
    if (flags & RE_UNICODE) rt_raise(RT_EXC_ValueError, "ASCII and UNICODE flags are incompatible");
    return flags;
  }
  if (flags & RE_UNICODE) rt_raise(RT_EXC_ValueError, "cannot use UNICODE flag with a bytes pattern");
  if ((flags & RE_LOCALE) && (flags & RE_ASCII)) {
    rt_raise(RT_EXC_ValueError, "ASCII and LOCALE flags are incompatible");
  }
  return flags;
}

static Value compile_new(Value pattern, int flags) {
  bool is_bytes = !rt_is_str(pattern);
  const char *src;
  int64_t n;
  if (is_bytes) {
    src = (const char *)RT_AS(Bytes, pattern)->data;
    n = RT_AS(Bytes, pattern)->n;
  } else {
    src = rt_str_data(pattern);
    n = RT_AS(Str, pattern)->nbytes;
  }
  if (!is_bytes && (flags & RE_ASCII) && (flags & RE_UNICODE)) fix_flags(flags, false);
  ReTranslation t;
  rt_sb_init(&t.out);
  t.groupindex = rt_dict_new();
  int mark = rt_sb_cleanup_push(&t.out);
  rt_cleanup_push_value(&t.groupindex);
  re_translate(pattern, src ? src : "", n, is_bytes, flags, &t);
  t.flags = fix_flags(t.flags, is_bytes);
  RePattern *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &pattern_type);
  p->code = NULL;
  p->pattern = (rt_incref(pattern), pattern);
  p->groupindex = (rt_incref(t.groupindex), t.groupindex);
  p->flags = t.flags;
  p->ngroups = t.ngroups;
  p->is_bytes = is_bytes;
  Value v = rt_obj(p);
  rt_cleanup_push_value(&v);
  p->code = pcre_compile(&t.out, t.flags, is_bytes, pattern);
  rt_cleanup_pop(mark, false);
  rt_decref(t.groupindex);
  rt_sb_free(&t.out);
  return v;
}

static void clear_cache(void) {
  ModState *st = mod_state();
  while (rt_dict_len(st->compile_cache) > 0) {
    Value k0, v0;
    int64_t pos = 0;
    rt_dict_next(st->compile_cache, &pos, &k0, &v0);
    rt_dict_del(st->compile_cache, k0);
  }
}

/* compile(pattern, flags) through the cache (a new reference). */
static Value compile_cached(Value pattern, Value flags_v) {
  ModState *st = mod_state();
  int64_t flags = rt_is_undef(flags_v) ? 0 : rt_to_index(flags_v, NULL);
  if (is_pattern(pattern)) {
    if (flags) rt_raise(RT_EXC_ValueError, "cannot process flags argument with a compiled pattern");
    return (rt_incref(pattern), pattern);
  }
  if (!rt_is_str(pattern) && !rt_is_bytes_like(pattern)) {
    rt_raise(RT_EXC_TypeError, "first argument must be string or compiled pattern");
  }
  Value parts[2] = {pattern, rt_int(flags)};
  Value key = rt_is_str(pattern) || rt_is_type(pattern, &rt_bytes_type) ? rt_tuple_from(2, parts)
                                                                          : rt_undef();
  int mark = rt_cleanup_push_value(&key);
  Value hit = rt_is_undef(key) ? rt_undef() : rt_dict_get(st->compile_cache, key);
  if (!rt_is_undef(hit)) {
    rt_cleanup_pop(mark, true);
    return (rt_incref(hit), hit);
  }
  Value p = compile_new(pattern, (int)flags);
  int pmark = rt_cleanup_push_value(&p);
  if (!rt_is_undef(key)) {
    if (rt_dict_len(st->compile_cache) >= 512) clear_cache(); /* Python drops the oldest only */
    rt_dict_set(st->compile_cache, key, p);
  }
  rt_cleanup_pop(pmark, false);
  rt_cleanup_pop(mark, true);
  return p;
}

/* ---- matching ---- */

static void md_free(void *md) { pcre2_match_data_free(md); }

bool re_exec(RePattern *p, ReSubject *s, int64_t start, int64_t end, uint32_t options,
             pcre2_match_data *md) {
  if (start > end) return false;
  uint32_t check = s->checked ? PCRE2_NO_UTF_CHECK : 0;
  int rc = pcre2_match(p->code, (PCRE2_SPTR)s->data, (PCRE2_SIZE)end, (PCRE2_SIZE)start,
                       options | check, md, NULL);
  if (rc == PCRE2_ERROR_JIT_STACKLIMIT) { /* deep backtracking: the interpreter's heap */
    rc = pcre2_match(p->code, (PCRE2_SPTR)s->data, (PCRE2_SIZE)end, (PCRE2_SIZE)start,
                     options | check | PCRE2_NO_JIT, md, NULL);
  }
  if (rc == PCRE2_ERROR_NOMATCH) {
    s->checked = true;
    return false;
  }
  if (rc < 0) {
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(rc, msg, sizeof msg);
    rt_raise(RT_EXC_RuntimeError, "regular expression matching failed: %s", (const char *)msg);
  }
  s->checked = true;
  return true;
}

/* The subject for pattern p, with Python's messages for a str/bytes mix-up. */
static void subject_for(RePattern *p, Value string, ReSubject *s) {
  re_subject_init(s, string);
  if (p->is_bytes && !s->is_bytes) {
    rt_raise(RT_EXC_TypeError, "cannot use a bytes pattern on a string-like object");
  }
  if (!p->is_bytes && s->is_bytes) {
    rt_raise(RT_EXC_TypeError, "cannot use a string pattern on a bytes-like object");
  }
}

/* pos and endpos (character indices, RT_UNDEF when not given), clamped as Python does. */
static void bounds(ReSubject *s, Value pos_v, Value endpos_v, int64_t *pos, int64_t *endpos) {
  *pos = rt_is_undef(pos_v) ? 0 : rt_to_index(pos_v, NULL);
  *endpos = rt_is_undef(endpos_v) ? s->nchars : rt_to_index(endpos_v, NULL);
  if (*pos < 0) *pos = 0;
  if (*pos > s->nchars) *pos = s->nchars;
  if (*endpos < 0) *endpos = 0;
  if (*endpos > s->nchars) *endpos = s->nchars;
}

typedef enum { MODE_MATCH, MODE_SEARCH, MODE_FULL, MODE_FINDALL, MODE_FINDITER } MatchMode;

static Value match_at(Value pat, Value string, Value pos_v, Value endpos_v, MatchMode mode) {
  RePattern *p = PAT(pat);
  ReSubject s;
  subject_for(p, string, &s);
  int64_t pos, endpos;
  bounds(&s, pos_v, endpos_v, &pos, &endpos);
  pcre2_match_data *md = pcre2_match_data_create_from_pattern(p->code, NULL);
  if (!md) rt_raise(RT_EXC_MemoryError, "out of memory");
  int mark = rt_cleanup_push(md_free, md);
  uint32_t opts = mode == MODE_MATCH ? PCRE2_ANCHORED
                  : mode == MODE_FULL ? PCRE2_ANCHORED | PCRE2_ENDANCHORED : 0;
  Value r = rt_none();
  if (re_exec(p, &s, re_byte_offset(&s, pos), re_byte_offset(&s, endpos), opts, md)) {
    r = re_match_new(pat, &s, md, pos, endpos);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* Successive matches of a search: findall, finditer, sub and split. */
typedef struct Scan {
  RePattern *p;
  ReSubject s;
  int64_t at, end;  /* bytes: where the next search starts, the subject's end */
  bool prev_empty;  /* the last match was empty: the next may not be empty at `at` */
  bool done;
  pcre2_match_data *md;
} Scan;

/* A bytearray may change between two searches (a replacement function, the loop over
 * finditer): look at its bytes again, as they are now. */
static void refresh(Scan *sc) {
  if (!rt_is_type(sc->s.obj, &rt_bytearray_type)) return;
  Bytes *b = RT_AS(Bytes, sc->s.obj);
  sc->s.data = b->data ? (const char *)b->data : "";
  sc->s.nbytes = sc->s.nchars = b->n;
  if (sc->end > b->n) sc->end = b->n;
}

static bool scan_next(Scan *sc) {
  refresh(sc);
  if (sc->done || sc->at > sc->end) return false;
  if (!re_exec(sc->p, &sc->s, sc->at, sc->end, sc->prev_empty ? PCRE2_NOTEMPTY_ATSTART : 0,
               sc->md)) {
    sc->done = true;
    return false;
  }
  PCRE2_SIZE *ov = pcre2_get_ovector_pointer(sc->md);
  sc->prev_empty = ov[0] == ov[1];
  sc->at = (int64_t)ov[1];
  return true;
}

/* Set up sc (the caller pushes sc->md's cleanup: md_free). */
static void scan_init(Scan *sc, Value pat, Value string, Value pos_v, Value endpos_v,
                      int64_t *pos, int64_t *endpos) {
  sc->p = PAT(pat);
  subject_for(sc->p, string, &sc->s);
  bounds(&sc->s, pos_v, endpos_v, pos, endpos);
  sc->at = re_byte_offset(&sc->s, *pos);
  sc->end = re_byte_offset(&sc->s, *endpos);
  sc->prev_empty = sc->done = false;
  sc->md = pcre2_match_data_create_from_pattern(sc->p->code, NULL);
  if (!sc->md) rt_raise(RT_EXC_MemoryError, "out of memory");
}

/* Group g of the current match as findall gives it ('' when it did not take part). */
static Value scan_group(Scan *sc, int g) {
  PCRE2_SIZE *ov = pcre2_get_ovector_pointer(sc->md);
  if (ov[2 * g] == PCRE2_UNSET) return re_subject_slice(&sc->s, 0, 0);
  return re_subject_slice(&sc->s, (int64_t)ov[2 * g], (int64_t)ov[2 * g + 1]);
}

static Value findall(Value pat, Value string, Value pos_v, Value endpos_v) {
  Scan sc;
  int64_t pos, endpos;
  scan_init(&sc, pat, string, pos_v, endpos_v, &pos, &endpos);
  Value out = rt_undef(), item = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  int mdmark = rt_cleanup_push(md_free, sc.md);
  rt_cleanup_push_value(&item);
  out = rt_list_new(0);
  int ng = sc.p->ngroups;
  while (scan_next(&sc)) {
    if (ng <= 1) {
      item = scan_group(&sc, ng);
    } else {
      item = rt_tuple_new(ng);
      for (int g = 1; g <= ng; g++) rt_tuple_set(item, g - 1, scan_group(&sc, g));
    }
    rt_list_append(out, item);
    rt_decref(item);
    item = rt_undef();
  }
  rt_cleanup_pop(mdmark, true);
  rt_cleanup_pop(mark, false);
  return out;
}

/* finditer's iterator: a Scan that lives in an object. */
typedef struct Scanner {
  Obj hdr;
  Value pattern, string;
  Scan sc;
  int64_t pos, endpos;
} Scanner;

static void scanner_free(Obj *o) {
  Scanner *it = (Scanner *)o;
  rt_decref(it->pattern);
  rt_decref(it->string);
  if (it->sc.md) pcre2_match_data_free(it->sc.md);
  free(it);
}

static Value scanner_iter(Value self) { return (rt_incref(self), self); }

static bool scanner_next(Value self, Value *out) {
  Scanner *it = RT_AS(Scanner, self);
  if (!scan_next(&it->sc)) return false;
  *out = re_match_new(it->pattern, &it->sc.s, it->sc.md, it->pos, it->endpos);
  return true;
}

static Value scanner_repr(Value self) {
  return rt_str_printf("<callable_iterator object at %p>", (void *)self.as.o);
}

static const ObjType scanner_type = {.name = "callable_iterator", .free = scanner_free,
                                     .repr = scanner_repr, .iter = scanner_iter,
                                     .next = scanner_next};

static Value finditer(Value pat, Value string, Value pos_v, Value endpos_v) {
  Scanner *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &scanner_type);
  it->pattern = (rt_incref(pat), pat);
  it->string = (rt_incref(string), string);
  it->sc.md = NULL;
  Value v = rt_obj(it);
  int mark = rt_cleanup_push_value(&v);
  scan_init(&it->sc, pat, it->string, pos_v, endpos_v, &it->pos, &it->endpos);
  it->sc.s.obj = it->string;
  rt_cleanup_pop(mark, false);
  return v;
}

static Value split(Value pat, Value string, Value maxsplit_v) {
  int64_t maxsplit = rt_is_undef(maxsplit_v) ? 0 : rt_to_index(maxsplit_v, NULL);
  Scan sc;
  int64_t pos, endpos;
  scan_init(&sc, pat, string, rt_undef(), rt_undef(), &pos, &endpos);
  Value out = rt_undef(), item = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  int mdmark = rt_cleanup_push(md_free, sc.md);
  rt_cleanup_push_value(&item);
  out = rt_list_new(0);
  int64_t last = 0, n = 0;
  while (maxsplit >= 0 && (maxsplit == 0 || n < maxsplit) && scan_next(&sc)) {
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(sc.md);
    item = re_subject_slice(&sc.s, last, (int64_t)ov[0]);
    rt_list_append(out, item);
    rt_decref(item);
    for (int g = 1; g <= sc.p->ngroups; g++) {
      item = ov[2 * g] == PCRE2_UNSET ? rt_none() : scan_group(&sc, g);
      rt_list_append(out, item);
      rt_decref(item);
    }
    item = rt_undef();
    last = (int64_t)ov[1];
    n++;
  }
  refresh(&sc);
  item = re_subject_slice(&sc.s, last < sc.s.nbytes ? last : sc.s.nbytes, sc.s.nbytes);
  rt_list_append(out, item);
  rt_cleanup_pop(mdmark, true);
  rt_cleanup_pop(mark, false);
  return out;
}

/* One replacement: repl's text for the current match appended to sb. nitems counts the pieces
 * Python's join would see (for its message about a function's wrong result). */
static void replace_one(Scan *sc, Value pat, Value tmpl, Value fn, StrBuf *sb, int64_t nitems) {
  Value m = re_match_new(pat, &sc->s, sc->md, 0, sc->s.nchars);
  int mark = rt_cleanup_push_value(&m);
  if (rt_is_undef(fn)) {
    Value text = re_expand(tmpl, m);
    rt_cleanup_pop(mark, true);
    mark = rt_cleanup_push_value(&text);
    if (rt_is_str(text)) rt_sb_putn(sb, rt_str_data(text), (size_t)RT_AS(Str, text)->nbytes);
    else rt_sb_putn(sb, (const char *)RT_AS(Bytes, text)->data, (size_t)RT_AS(Bytes, text)->n);
    rt_cleanup_pop(mark, true);
    return;
  }
  Value r = rt_call(fn, 1, &m, NULL);
  rt_cleanup_push_value(&r);
  if (!sc->p->is_bytes && rt_is_str(r)) {
    rt_sb_putn(sb, rt_str_data(r), (size_t)RT_AS(Str, r)->nbytes);
  } else if (sc->p->is_bytes && rt_is_bytes_like(r)) {
    rt_sb_putn(sb, (const char *)RT_AS(Bytes, r)->data, (size_t)RT_AS(Bytes, r)->n);
  } else if (!rt_is_none(r)) {
    rt_raise(RT_EXC_TypeError, "sequence item %lld: expected %s, %s found", (long long)nitems,
             sc->p->is_bytes ? "a bytes-like object" : "str instance", rt_type_name(r));
  }
  rt_cleanup_pop(mark, true);
}

static bool is_callable(Value v) {
  if (rt_is_instance(v)) return rt_instance_callable(v);
  return rt_is_obj(v) && v.as.o->type->call != NULL;
}

/* sub and subn: the new string and the number of replacements. */
static Value subn(Value pat, Value repl, Value string, Value count_v, int64_t *nsubs) {
  int64_t count = rt_is_undef(count_v) ? 0 : rt_to_index(count_v, NULL);
  Value fn = rt_undef(), tmpl = rt_undef();
  int mark = rt_cleanup_push_value(&tmpl);
  if (is_callable(repl)) fn = repl;
  else tmpl = re_template_parse(PAT(pat), repl);
  Scan sc;
  int64_t pos, endpos;
  sc.md = NULL;
  scan_init(&sc, pat, string, rt_undef(), rt_undef(), &pos, &endpos);
  rt_cleanup_push(md_free, sc.md);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  int64_t last = 0, n = 0, nitems = 0;
  while (count >= 0 && (count == 0 || n < count) && scan_next(&sc)) {
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(sc.md);
    int64_t start = (int64_t)ov[0], end = (int64_t)ov[1];
    if (start > last) nitems++;
    rt_sb_putn(&sb, sc.s.data + last, (size_t)(start - last));
    replace_one(&sc, pat, tmpl, fn, &sb, nitems++);
    last = end;
    n++;
  }
  refresh(&sc);
  if (last < sc.s.nbytes) rt_sb_putn(&sb, sc.s.data + last, (size_t)(sc.s.nbytes - last));
  Value r = sc.s.is_bytes ? rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len)
                          : rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  *nsubs = n;
  return r;
}

/* ---- groupindex: a read-only view of the pattern's dict (CPython's mappingproxy) ---- */

typedef struct Proxy {
  Obj hdr;
  Value dict;
} Proxy;

#define PX(v) RT_AS(Proxy, v)

static void proxy_free(Obj *o) {
  rt_decref(((Proxy *)o)->dict);
  free(o);
}

static Value proxy_repr(Value self) {
  Value r = rt_repr(PX(self)->dict);
  int mark = rt_cleanup_push_value(&r);
  Value out = rt_str_printf("mappingproxy(%s)", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

static Value proxy_str(Value self) { return rt_to_str(PX(self)->dict); }
static Value proxy_getitem(Value self, Value key) { return rt_getitem(PX(self)->dict, key); }
static Value proxy_iter(Value self) { return rt_iter(PX(self)->dict); }
static int64_t proxy_len(Value self) { return rt_dict_len(PX(self)->dict); }
static int proxy_contains(Value self, Value key) { return rt_contains(PX(self)->dict, key); }

/* The reading methods (get keys values items copy) are the dict's. */
static Value proxy_getattr(Value self, const char *name) {
  static const char *const names[] = {"get", "keys", "values", "items", "copy"};
  for (int k = 0; k < 5; k++) {
    if (strcmp(name, names[k]) == 0) return rt_getattr(PX(self)->dict, name);
  }
  return rt_undef();
}

static const ObjType proxy_type;

static Value proxy_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  Value x = rt_is_type(a, &proxy_type) ? PX(a)->dict : a, y = rt_is_type(b, &proxy_type) ? PX(b)->dict : b;
  return rt_binop(op, x, y);
}

static const ObjType proxy_type = {
    .name = "mappingproxy",
    .free = proxy_free,
    .repr = proxy_repr,
    .str = proxy_str,
    .getattr = proxy_getattr,
    .getitem = proxy_getitem,
    .iter = proxy_iter,
    .len = proxy_len,
    .contains = proxy_contains,
    .binop = proxy_binop,
    .hash = rt_unhashable,
};

static Value proxy_new(Value dict) {
  Proxy *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &proxy_type);
  p->dict = (rt_incref(dict), dict);
  return rt_obj(p);
}

/* ---- the Pattern's methods ---- */

static const char *const search_names[] = {"string", "pos", "endpos"};

static Value pattern_search_like(const char *name, Value self, int argc, const Value *argv,
                                 const Kwargs *kw, MatchMode mode) {
  Value a[3];
  rt_parse_args(name, argc, argv, kw, 3, search_names, 1, a);
  return match_at(self, a[0], a[1], a[2], mode);
}

static Value pm_match(ARGS) { return pattern_search_like("match", self, argc, argv, kw, MODE_MATCH); }
static Value pm_search(ARGS) { return pattern_search_like("search", self, argc, argv, kw, MODE_SEARCH); }
static Value pm_fullmatch(ARGS) { return pattern_search_like("fullmatch", self, argc, argv, kw, MODE_FULL); }

static Value pm_findall(ARGS) {
  Value a[3];
  rt_parse_args("findall", argc, argv, kw, 3, search_names, 1, a);
  return findall(self, a[0], a[1], a[2]);
}

static Value pm_finditer(ARGS) {
  Value a[3];
  rt_parse_args("finditer", argc, argv, kw, 3, search_names, 1, a);
  return finditer(self, a[0], a[1], a[2]);
}

static const char *const split_names[] = {"string", "maxsplit"};

static Value pm_split(ARGS) {
  Value a[2];
  rt_parse_args("split", argc, argv, kw, 2, split_names, 1, a);
  return split(self, a[0], a[1]);
}

static const char *const sub_names[] = {"repl", "string", "count"};

static Value pm_sub(ARGS) {
  Value a[3];
  rt_parse_args("sub", argc, argv, kw, 3, sub_names, 2, a);
  int64_t n;
  return subn(self, a[0], a[1], a[2], &n);
}

static Value pair(Value s, int64_t n) {
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, s);
  rt_tuple_set(t, 1, rt_int(n));
  return t;
}

static Value pm_subn(ARGS) {
  Value a[3];
  rt_parse_args("subn", argc, argv, kw, 3, sub_names, 2, a);
  int64_t n = 0;
  Value r = subn(self, a[0], a[1], a[2], &n);
  return pair(r, n);
}

static const ReMethod pattern_methods[] = {
    {"__copy__", re_copy_self}, {"__deepcopy__", re_copy_self},
    {"match", pm_match},     {"search", pm_search}, {"fullmatch", pm_fullmatch},
    {"findall", pm_findall}, {"finditer", pm_finditer}, {"split", pm_split},
    {"sub", pm_sub},         {"subn", pm_subn},     {NULL, NULL}};

static RtMethodFn pattern_method(Value self, const char *name) {
  (void)self;
  return re_method_find(pattern_methods, name);
}

static Value pattern_getattr(Value self, const char *name) {
  RePattern *p = PAT(self);
  if (strcmp(name, "pattern") == 0) return (rt_incref(p->pattern), p->pattern);
  if (strcmp(name, "flags") == 0) return rt_int(p->flags);
  if (strcmp(name, "groups") == 0) return rt_int(p->ngroups);
  if (strcmp(name, "groupindex") == 0) { /* CPython: a plain {} without named groups */
    return rt_dict_len(p->groupindex) ? proxy_new(p->groupindex) : rt_dict_new();
  }
  return re_method_bound(pattern_methods, self, name);
}

static const char *const flag_names[] = {"TEMPLATE", "IGNORECASE", "LOCALE", "MULTILINE",
                                         "DOTALL",   "UNICODE",    "VERBOSE", "DEBUG", "ASCII"};

static Value pattern_repr(Value self) {
  RePattern *p = PAT(self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value r = rt_repr(p->pattern);
  Str *rs = RT_AS(Str, r);
  int64_t cut = rs->nchars > 200 ? rt_str_byte_offset(r, 200) : rs->nbytes;
  rt_sb_puts(&sb, "re.compile(");
  rt_sb_putn(&sb, rs->data, (size_t)cut);
  rt_decref(r);
  int flags = p->flags;
  if (!p->is_bytes && (flags & (RE_LOCALE | RE_UNICODE | RE_ASCII)) == RE_UNICODE) {
    flags &= ~RE_UNICODE;
  }
  const char *sep = ", ";
  for (int k = 0; k < 9; k++) {
    if (!(flags & (1 << k))) continue;
    rt_sb_printf(&sb, "%sre.%s", sep, flag_names[k]);
    flags &= ~(1 << k);
    sep = "|";
  }
  if (flags) rt_sb_printf(&sb, "%s0x%x", sep, (unsigned)flags);
  rt_sb_putc(&sb, ')');
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value pattern_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !is_pattern(a) || !is_pattern(b)) return rt_undef();
  RePattern *x = PAT(a), *y = PAT(b);
  bool eq = x == y || (x->flags == y->flags && x->is_bytes == y->is_bytes &&
                       rt_equal(x->pattern, y->pattern));
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

static int64_t pattern_hash(Value self) {
  int64_t h = rt_hash(PAT(self)->pattern) ^ (PAT(self)->flags * 1000003LL);
  return h == -1 ? -2 : h;
}

static Value pattern_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  return (rt_incref(st->pattern_class), st->pattern_class);
}

static const ObjType pattern_type = {
    .name = "re.Pattern",
    .free = pattern_free,
    .repr = pattern_repr,
    .getattr = pattern_getattr,
    .binop = pattern_binop,
    .hash = pattern_hash,
    .method = pattern_method,
    .type_object = pattern_type_object,
};

/* ---- the module's functions ---- */

static const char *const compile_names[] = {"pattern", "flags"};

static Value r_compile(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("compile", argc, argv, kw, 2, compile_names, 1, a);
  return compile_cached(a[0], a[1]);
}

static const char *const match_names[] = {"pattern", "string", "flags"};

static Value module_match(const char *name, int argc, const Value *argv, const Kwargs *kw,
                          MatchMode mode) {
  Value a[3];
  py_parse_pyargs(name, argc, argv, kw, 3, match_names, 2, a);
  Value p = compile_cached(a[0], a[2]);
  int mark = rt_cleanup_push_value(&p);
  Value r = mode == MODE_FINDALL    ? findall(p, a[1], rt_undef(), rt_undef())
            : mode == MODE_FINDITER ? finditer(p, a[1], rt_undef(), rt_undef())
                                    : match_at(p, a[1], rt_undef(), rt_undef(), mode);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_match(ARGS) { (void)self; return module_match("match", argc, argv, kw, MODE_MATCH); }
static Value r_search(ARGS) { (void)self; return module_match("search", argc, argv, kw, MODE_SEARCH); }
static Value r_fullmatch(ARGS) { (void)self; return module_match("fullmatch", argc, argv, kw, MODE_FULL); }
static Value r_findall(ARGS) {
  (void)self;
  return module_match("findall", argc, argv, kw, MODE_FINDALL);
}
static Value r_finditer(ARGS) {
  (void)self;
  return module_match("finditer", argc, argv, kw, MODE_FINDITER);
}

static const char *const msplit_names[] = {"pattern", "string", "maxsplit", "flags"};

static Value r_split(ARGS) {
  (void)self;
  Value a[4];
  py_parse_pyargs("split", argc, argv, kw, 4, msplit_names, 2, a);
  Value p = compile_cached(a[0], a[3]);
  int mark = rt_cleanup_push_value(&p);
  Value r = split(p, a[1], a[2]);
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const msub_names[] = {"pattern", "repl", "string", "count", "flags"};

static Value module_sub(const char *name, int argc, const Value *argv, const Kwargs *kw,
                        bool with_count) {
  Value a[5];
  py_parse_pyargs(name, argc, argv, kw, 5, msub_names, 3, a);
  Value p = compile_cached(a[0], a[4]);
  int mark = rt_cleanup_push_value(&p);
  int64_t n;
  Value r = subn(p, a[1], a[2], a[3], &n);
  if (with_count) r = pair(r, n);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_sub(ARGS) { (void)self; return module_sub("sub", argc, argv, kw, false); }
static Value r_subn(ARGS) { (void)self; return module_sub("subn", argc, argv, kw, true); }

/* escape(pattern): a backslash before each character special in a pattern (Python 3.7's
 * set, whitespace included). */
static Value r_escape(ARGS) {
  (void)self;
  static const char *const names[] = {"pattern"};
  Value a[1];
  py_parse_pyargs("escape", argc, argv, kw, 1, names, 1, a);
  bool is_bytes = rt_is_bytes_like(a[0]);
  if (!is_bytes && !rt_is_str(a[0])) {
    rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(a[0]));
  }
  ReSubject s;
  re_subject_init(&s, a[0]);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < s.nbytes; k++) {
    char c = s.data[k];
    if (c && strchr("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", c)) rt_sb_putc(&sb, '\\');
    rt_sb_putc(&sb, c);
  }
  rt_cleanup_pop(mark, false);
  if (!is_bytes) return rt_sb_to_str(&sb);
  Value r = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_sb_free(&sb);
  return r;
}

static Value r_purge(ARGS) {
  (void)self, (void)argv;
  rt_check_args("purge", argc, kw, 0, 0, RT_ARGS_NONE);
  clear_cache();
  return rt_none();
}

static Value no_instances(ARGS) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "cannot create 're.Pattern' instances");
}

void rt_re_module_init(Value m) {
  ModState *st = mod_state();
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {{"compile", r_compile},     {"match", r_match},     {"search", r_search},
             {"fullmatch", r_fullmatch}, {"findall", r_findall}, {"finditer", r_finditer},
             {"split", r_split},         {"sub", r_sub},         {"subn", r_subn},
             {"escape", r_escape},       {"purge", r_purge}};
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
  re_flags_init(m);
  Value err = rt_exc_class(RT_EXC_ReError); /* a static singleton */
  rt_incref(err);
  rt_module_set(m, "error", err);
  st->compile_cache = rt_dict_new();
  rt_module_set(m, "_cache", st->compile_cache);
  st->pattern_class = rt_native_class("Pattern", no_instances, is_pattern, "<class 're.Pattern'>");
  rt_module_set(m, "Pattern", st->pattern_class);
  re_match_init(m);
}
