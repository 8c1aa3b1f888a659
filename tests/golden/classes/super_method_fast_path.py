# super().m(...) in methods (LOADSUPER): cached per class, still right after a base's
# method is replaced and when `super` is rebound.
class A:
    def f(self, x): return ("A.f", x)
    def g(self): return "A.g"
class B(A):
    def f(self, x): return ("B", super().f(x + 1))
    def g(self): return super().g() + "!"
class C(B):
    def f(self, x): return ("C", super().f(x * 2))
for o in [A(), B(), C(), B(), C()]:
    print(o.f(1), o.g())
A.g = lambda self: "new A.g"
print(C().g())
def super(*a): return 42
try:
    print(B().g())
except AttributeError as e:
    print("AE", e)
# expect: ('A.f', 1) A.g
# expect: ('B', ('A.f', 2)) A.g!
# expect: ('C', ('B', ('A.f', 3))) A.g!
# expect: ('B', ('A.f', 2)) A.g!
# expect: ('C', ('B', ('A.f', 3))) A.g!
# expect: new A.g!
# expect: AE 'int' object has no attribute 'g'
