# sys.getsizeof after list.extend and +=: an empty list takes the length rounded up to even,
# other iterables reserve their length hint (8 without one) and trim, as CPython's lists do.
import sys; g=sys.getsizeof
l=[]; l.extend((1,2,3)); a=[]; a.extend(x for x in range(3)); b=[1]; b.extend(x for x in range(3)); c=[]; c+=[1,2,3,4,5]; d=[1,2]; d.extend(range(20)); e=[]; e.extend(iter([]))
print(g(l), g(a), g(b), g(c), g(d), g(e))
f=[]; f.extend('abc'); h=[1,2,3,4]; h.extend([5]); k=[]; k.extend({1:2, 3:4}); m=list(range(5)); m+=(x for x in range(40))
print(g(f), g(h), g(k), g(m))
# expect: 88 120 120 104 248 56
# expect: 88 120 72 472
