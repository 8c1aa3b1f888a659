/* re_internal.h — what the files of the re module share: Python's regular-expression syntax
 * checked and rewritten for PCRE2 (re_syntax.c), re.error with its position (re_syntax.c),
 * and the pattern and match objects (re_module.c, re_match.c). */
#ifndef WEFT_PY_RE_INTERNAL_H
#define WEFT_PY_RE_INTERNAL_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "../base/strbuf.h"
#include "../obj/value.h"

/* Python's flag values (re.IGNORECASE, ...). */
enum {
  RE_TEMPLATE = 1, RE_IGNORECASE = 2, RE_LOCALE = 4, RE_MULTILINE = 8, RE_DOTALL = 16,
  RE_UNICODE = 32, RE_VERBOSE = 64, RE_DEBUG = 128, RE_ASCII = 256
};

/* A pattern as PCRE2 reads it: out is PCRE2's syntax for the Python pattern, flags Python's
 * with the pattern's leading inline flags added ((?i) gives re.IGNORECASE), groupindex a dict
 * name -> group number (new reference). */
typedef struct ReTranslation {
  StrBuf out;
  int flags;
  int ngroups;
  Value groupindex;
} ReTranslation;

/* Check pattern (a str or bytes: src, nbytes its bytes) with Python's rules and messages
 * (re.error "missing ), unterminated subpattern at position 0") and rewrite it into t->out.
 * The caller owns t's buffer and dict (both set before anything can raise). */
void re_translate(Value pattern, const char *src, int64_t nbytes, bool is_bytes, int flags,
                  ReTranslation *t);

/* raise re.error: msg, with " at position N" (and " (line L, column C)" for a pattern of
 * several lines) when pos >= 0 (a character index into pattern, a str or bytes). */
_Noreturn void re_error(Value pattern, int64_t pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- the subject of a match: a str (positions in code points) or bytes ---- */
typedef struct ReSubject {
  Value obj;           /* borrowed */
  const char *data;
  int64_t nbytes, nchars;
  bool is_bytes, ascii; /* ascii: byte offsets are character indices */
  bool checked;         /* PCRE2 has checked the UTF-8 once: later searches skip it */
  int64_t cb, cc;       /* a known byte offset and its character index (monotonic walks) */
} ReSubject;

/* Set s from a str or bytes-like value; raises Python's TypeError for anything else. */
void re_subject_init(ReSubject *s, Value obj);
int64_t re_char_index(ReSubject *s, int64_t byte);
int64_t re_byte_offset(ReSubject *s, int64_t ch);
/* A slice of the subject by byte offsets: a str or bytes (new reference). */
Value re_subject_slice(ReSubject *s, int64_t b0, int64_t b1);

/* ---- the pattern object (re_module.c) ---- */
typedef struct RePattern {
  Obj hdr;
  pcre2_code *code;
  Value pattern;    /* the source: a str or bytes */
  Value groupindex; /* dict name -> number */
  int flags, ngroups;
  bool is_bytes;
} RePattern;

/* Run the pattern on s from byte offset start, the subject ending at byte end; options are
 * PCRE2's (PCRE2_ANCHORED, ...). Returns false for no match; md holds the offsets. */
bool re_exec(RePattern *p, ReSubject *s, int64_t start, int64_t end, uint32_t options,
             pcre2_match_data *md);

/* ---- the match object (re_match.c) ---- */
/* A new Match for the offsets in md (pattern and subject borrowed; pos and endpos are the
 * character indices the search was given). */
Value re_match_new(Value pattern, ReSubject *s, pcre2_match_data *md, int64_t pos,
                   int64_t endpos);
bool re_is_match(Value v);
/* Group g of a match (None or default when it did not take part): a new reference. */
Value re_match_group(Value m, int g, Value dflt);
/* The replacement for one match of sub(): repl a template (str/bytes) already parsed by
 * re_template_parse, or a callable. */
Value re_template_parse(RePattern *p, Value repl);
Value re_expand(Value tmpl, Value m);
/* Pattern's and Match's methods by name (a table ended by a NULL name, re_match.c): the
 * method, the bound method (undef when there is none), and __copy__/__deepcopy__(memo) of
 * the immutable objects. */
typedef struct ReMethod {
  const char *name;
  RtMethodFn fn;
} ReMethod;
RtMethodFn re_method_find(const ReMethod *table, const char *name);
Value re_method_bound(const ReMethod *table, Value self, const char *name);
Value re_copy_self(Value self, int argc, const Value *argv, const Kwargs *kw);
/* Adds re.Match to the module. */
void re_match_init(Value m);
/* re.RegexFlag and the flags re.I, re.IGNORECASE, ... as its members (re_flags.c). */
void re_flags_init(Value m);

#endif
