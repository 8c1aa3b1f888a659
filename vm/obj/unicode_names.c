/* unicode_names.c — the lookup of a Unicode character by name for "\N{...}" escapes, as
 * CPython's does: case-insensitive, formal aliases too ("LINE FEED"), the algorithmic names
 * (CJK UNIFIED IDEOGRAPH-4E00, HANGUL SYLLABLE GAG). The names (unicode_names_data.c) are
 * unpacked on the first lookup: base64, then zlib, into text the lookup scans line by line. */
#include "unicode_names.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static char *names_text; /* the unpacked names, NUL-terminated (never freed: read-only data) */
static pthread_once_t names_once = PTHREAD_ONCE_INIT;

static int b64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Base64 text into z at *k (whitespace and '=' skipped); acc and bits carry across calls. */
static void b64_decode(const char *s, unsigned char *z, size_t *k, unsigned *acc, int *bits) {
  for (; *s; s++) {
    int v = b64_value(*s);
    if (v < 0) continue;
    *acc = (*acc << 6) | (unsigned)v;
    *bits += 6;
    if (*bits >= 8) {
      *bits -= 8;
      z[(*k)++] = (unsigned char)(*acc >> *bits);
      *acc &= (1u << *bits) - 1;
    }
  }
}

static void unpack(void) {
  size_t n = strlen(rt_uname_blob_a) + strlen(rt_uname_blob_b), k = 0;
  unsigned char *z = malloc(n / 4 * 3 + 3);
  char *text = malloc(rt_uname_text_size + 1);
  if (!z || !text) {
    free(z);
    free(text);
    return;
  }
  unsigned acc = 0;
  int bits = 0;
  b64_decode(rt_uname_blob_a, z, &k, &acc, &bits);
  b64_decode(rt_uname_blob_b, z, &k, &acc, &bits);
  uLongf size = (uLongf)rt_uname_text_size;
  if (uncompress((Bytef *)text, &size, z, (uLong)k) == Z_OK && size == rt_uname_text_size) {
    text[size] = 0;
    names_text = text;
  } else {
    free(text);
  }
  free(z);
}

static uint32_t hex_of(const char *p, size_t n, bool *ok) {
  uint32_t v = 0;
  *ok = n > 0 && n <= 6;
  for (size_t i = 0; i < n && *ok; i++) {
    char c = p[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) *ok = false;
    v = v * 16 + (uint32_t)(d < 0 ? 0 : d);
  }
  return v;
}

/* CJK UNIFIED IDEOGRAPH-XXXX (in capitals, as CPython computes it) and the other names made of
 * a prefix and the code point (any case: CPython lists them). */
static bool ranged(const char *given, const char *upper, size_t n, uint32_t *cp) {
  for (const RtUnameRange *r = rt_uname_ranges; r->prefix; r++) {
    const char *name = strncmp(r->prefix, "CJK UNIFIED", 11) == 0 ? given : upper;
    size_t pl = strlen(r->prefix);
    if (n <= pl || memcmp(name, r->prefix, pl) != 0) continue;
    bool ok;
    uint32_t v = hex_of(name + pl, n - pl, &ok);
    if (ok && n - pl >= 4 && v >= r->lo && v <= r->hi) return *cp = v, true;
  }
  return false;
}

/* HANGUL SYLLABLE + the jamo of its initial, medial and final parts (in capitals). */
static bool hangul(const char *name, size_t n, uint32_t *cp) {
  static const char pre[] = "HANGUL SYLLABLE ";
  size_t pl = sizeof pre - 1;
  if (n <= pl || memcmp(name, pre, pl) != 0) return false;
  for (int l = 0; l < 19; l++) {
    for (int v = 0; v < 21; v++) {
      for (int t = 0; t < 28; t++) {
        size_t a = strlen(rt_uname_jamo_l[l]), b = strlen(rt_uname_jamo_v[v]), c = strlen(rt_uname_jamo_t[t]);
        if (pl + a + b + c != n) continue;
        const char *p = name + pl;
        if (memcmp(p, rt_uname_jamo_l[l], a) || memcmp(p + a, rt_uname_jamo_v[v], b) ||
            memcmp(p + a + b, rt_uname_jamo_t[t], c))
          continue;
        *cp = 0xAC00 + (uint32_t)((l * 21 + v) * 28 + t);
        return true;
      }
    }
  }
  return false;
}

/* The names text: "D;NAME" lines (D the hex step from the previous code point, empty for 1),
 * then "=CP;ALIAS" lines. */
static bool listed(const char *name, size_t n, uint32_t *cp) {
  pthread_once(&names_once, unpack);
  if (!names_text) return false;
  uint32_t at = 0;
  for (const char *p = names_text; *p;) {
    const char *semi = strchr(p, ';'), *nl = strchr(semi, '\n');
    bool alias = *p == '=', ok = true;
    uint32_t num = semi == p + alias ? 1 : hex_of(p + alias, (size_t)(semi - p - alias), &ok);
    uint32_t here = alias ? num : at + num;
    if (!alias) at = here;
    if ((size_t)(nl - semi - 1) == n && memcmp(semi + 1, name, n) == 0) return *cp = here, true;
    p = nl + 1;
  }
  return false;
}

bool rt_unicode_lookup(const char *name, size_t n, uint32_t *cp) {
  if (n == 0 || n > 256) return false;
  char upper[257];
  for (size_t i = 0; i < n; i++) {
    char c = name[i];
    upper[i] = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
  }
  upper[n] = 0;
  return ranged(name, upper, n, cp) || hangul(name, n, cp) || listed(upper, n, cp);
}
