/* memlimit.c — --max-memory's accounting (memlimit.h): the bound, the last reading of resident
 * memory from /proc/self/statm, and the small requests added up since. */
#include "memlimit.h"

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#define BIG_REQUEST ((size_t)1 << 20)  /* a request this large reads resident memory at once */
#define READ_EVERY ((size_t)4 << 20)   /* small requests between two readings */

static size_t limit;
static atomic_size_t resident; /* bytes, at the last reading */
static atomic_size_t since;    /* bytes asked for since that reading */

void rt_set_memory_limit(size_t bytes) {
  limit = bytes;
  atomic_store(&resident, 0);
  atomic_store(&since, READ_EVERY); /* the first request reads */
}

size_t rt_memory_limit(void) { return limit; }

/* Resident bytes now (the second field of statm, in pages); 0 when it cannot be read. */
static size_t read_resident(void) {
  int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buf[128];
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return 0;
  buf[n] = 0;
  char *p = buf;
  strtoull(p, &p, 10); /* the total size */
  unsigned long long pages = strtoull(p, NULL, 10);
  return (size_t)pages * (size_t)sysconf(_SC_PAGESIZE);
}

size_t rt_memory_resident(void) { return read_resident(); }

bool rt_memory_allows(size_t n) {
  if (!limit) return true;
  if (n > limit) return false;
  size_t pending = atomic_fetch_add_explicit(&since, n, memory_order_relaxed) + n;
  if (n >= BIG_REQUEST || pending >= READ_EVERY) {
    atomic_store(&resident, read_resident());
    atomic_store(&since, 0);
    pending = n;
  }
  size_t now = atomic_load_explicit(&resident, memory_order_relaxed);
  return now <= limit && pending <= limit - now;
}

size_t rt_memory_parse_size(const char *text) {
  if (!text || *text < '0' || *text > '9') return 0;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(text, &end, 10);
  if (errno == ERANGE) return 0;
  int shift = 0;
  switch (*end) {
    case 'K': case 'k': shift = 10; end++; break;
    case 'M': case 'm': shift = 20; end++; break;
    case 'G': case 'g': shift = 30; end++; break;
    case 'T': case 't': shift = 40; end++; break;
    default: break;
  }
  if (*end || v == 0 || v > (SIZE_MAX >> shift)) return 0;
  return (size_t)v << shift;
}
