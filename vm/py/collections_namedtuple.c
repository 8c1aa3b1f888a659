#include "collections.h"
void rt_coll_namedtuple_init(Value m) { (void)m; }
