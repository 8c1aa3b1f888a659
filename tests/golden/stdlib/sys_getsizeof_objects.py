# sys.getsizeof as 64-bit CPython 3.11 reports it: functions, methods, iterators, views, the
# lists str.split returns (12 slots preallocated) and lists after pop, remove, del and clear
# (CPython's list_resize shrinks them once less than half is used).
import sys
sz = sys.getsizeof
def gen():
    yield 1
def f(): pass
class C:
    def m(self): pass
print(sz(f), sz(lambda: 0), sz(C().m), sz(C.m), sz(print), sz(len), sz(C().m.__func__))
print(sz(iter([1])), sz(iter((1,))), sz(iter("ab")), sz(iter(range(3))), sz(iter({1:2})), sz(iter({1})), sz(iter({1:2}.values())), sz(iter({1:2}.items())))
print(sz("a b c".split()), sz("a,b".split(",")), sz("".split()), sz("a b c d e f g h i j".split()), sz("a b c d e f g h i j k l m".split()), sz("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18".split()))
print(sz("a\nb".splitlines()), sz("a-b".rsplit("-")), sz("abc".partition("b")))
l = [1,2,3,4,5,6,7,8,9,10]
for i in range(10):
    l.pop(); print(sz(l), end=" ")
print()
l = []
for i in range(20):
    l.append(i); print(sz(l), end=" ")
print()
print(sz(map(str, [])), sz(zip()), sz(zip([1],[2])), sz(enumerate([])), sz(reversed([])), sz(filter(None, [])))
print(sz(slice(1)), sz(range(5)), sz(object()), sz(b""), sz(3.5), sz(10**30))
print(sz(list(range(10))), sz([0]*10), sz([x for x in range(10)]), sz(list("abcde")), sz(sorted([3,1,2])), sz(list((1,2,3))))
l = [1,2,3]; l.extend([4,5,6,7]); print(sz(l))
l = [1]*100; del l[10:]; print(sz(l))
l = [1]*100; l.clear(); print(sz(l))
l = list(range(8)); l.insert(0, 1); print(sz(l))
l = list(range(8)); l.remove(3); print(sz(l))
l = [1,2,3] + [4]; print(sz(l), sz([1,2]*3), sz(l[1:3]), sz(l.copy()))
print(sz({1:2}.keys()), sz({}.items()))
print(sz("a b".split(None, 1)), sz("a b c".split(" ", 0)), sz("a,b,c".rsplit(",", 1)), sz(",".join("x"*30).split(",")), sz(",".join("x"*30).split(",", 20)), sz("é b".split()), sz(" ".join("é"*30).split()))
l = "a b c".split(); l.append(1); print(sz(l))
l = list(range(100))
while l:
    l.pop(0)
    if len(l) % 7 == 0: print(sz(l), end=" ")
print()
l = list(range(50)); l[5:45] = [1]; print(sz(l)); del l[::2]; print(sz(l))
# expect: 152 152 64 152 72 72 152
# expect: 48 48 48 48 72 64 72 72
# expect: 152 152 152 152 216 216
# expect: 88 152 64
# expect: 136 136 136 136 136 120 120 120 88 56 
# expect: 88 88 88 88 120 120 120 120 184 184 184 184 184 184 184 184 248 248 248 248 
# expect: 48 64 64 72 48 48
# expect: 56 48 16 33 24 40
# expect: 136 136 184 104 88 88
# expect: 152
# expect: 184
# expect: 56
# expect: 184
# expect: 120
# expect: 88 104 72 88
# expect: 40 40
# expect: 72 64 72 344 280 152 344
# expect: 152
# expect: 856 856 856 856 856 856 856 536 536 536 344 344 248 152 56 
# expect: 184
# expect: 120
