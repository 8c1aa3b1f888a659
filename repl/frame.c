/* frame.c — reading and writing the frames of `weft --serve` (serve.h): a big-endian length,
 * a kind byte, then length-prefixed fields. Short reads and writes and EINTR (a SIGINT that
 * arrives while idle) are retried; nothing here allocates through the runtime. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "serve.h"

static bool read_all(int fd, void *buf, size_t n) {
  char *p = buf;
  while (n > 0) {
    ssize_t got = read(fd, p, n);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    p += got;
    n -= (size_t)got;
  }
  return true;
}

static bool write_all(int fd, const void *buf, size_t n) {
  const char *p = buf;
  while (n > 0) {
    ssize_t put = write(fd, p, n);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    p += put;
    n -= (size_t)put;
  }
  return true;
}

static uint32_t get_u32(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void put_u32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

/* Split body (after the kind byte) into fields; false when a length runs past the end. */
static bool split_fields(ServeFrame *f, const unsigned char *p, size_t n) {
  while (n > 0) {
    if (n < 4 || f->nfields == SERVE_MAX_FIELDS) return false;
    size_t len = get_u32(p);
    if (len > n - 4) return false;
    char *s = malloc(len + 1);
    char **fields = realloc(f->fields, sizeof *fields * (size_t)(f->nfields + 1));
    if (fields) f->fields = fields;
    size_t *lens = realloc(f->lens, sizeof *lens * (size_t)(f->nfields + 1));
    if (lens) f->lens = lens;
    if (!s || !fields || !lens) {
      free(s);
      return false;
    }
    memcpy(s, p + 4, len);
    s[len] = '\0';
    f->fields[f->nfields] = s;
    f->lens[f->nfields++] = len;
    p += 4 + len;
    n -= 4 + len;
  }
  return true;
}

bool serve_read_frame(int fd, ServeFrame *f) {
  *f = (ServeFrame){0, 0, NULL, NULL};
  unsigned char head[4];
  if (!read_all(fd, head, 4)) return false;
  size_t n = get_u32(head);
  if (n < 1 || n > SERVE_MAX_FRAME) return false;
  unsigned char *body = malloc(n);
  bool ok = body && read_all(fd, body, n);
  if (ok) {
    f->kind = (char)body[0];
    ok = split_fields(f, body + 1, n - 1);
  }
  free(body);
  if (!ok) serve_frame_free(f);
  return ok;
}

void serve_frame_free(ServeFrame *f) {
  for (int k = 0; k < f->nfields; k++) free(f->fields[k]);
  free(f->fields);
  free(f->lens);
  *f = (ServeFrame){0, 0, NULL, NULL};
}

bool serve_write_frame(int fd, char kind, int nfields, const char *const *fields,
                       const size_t *lens) {
  size_t n = 1;
  for (int k = 0; k < nfields; k++) n += 4 + lens[k];
  if (n > SERVE_MAX_FRAME) return false;
  unsigned char *buf = malloc(4 + n);
  if (!buf) return false;
  put_u32(buf, (uint32_t)n);
  buf[4] = (unsigned char)kind;
  size_t at = 5;
  for (int k = 0; k < nfields; k++) {
    put_u32(buf + at, (uint32_t)lens[k]);
    memcpy(buf + at + 4, fields[k], lens[k]);
    at += 4 + lens[k];
  }
  bool ok = write_all(fd, buf, 4 + n);
  free(buf);
  return ok;
}
