# obj.method is a bound method object; Class.method is the plain function
class Greeter:
    def __init__(self, name):
        self.name = name

    def greet(self, greeting="Hello"):
        return greeting + ", " + self.name


g = Greeter("Ada")
m = g.greet
print(m(), m("Hi"), m(greeting="Hey"))
print(type(m).__name__, type(Greeter.greet).__name__, callable(m))
print(m.__self__ is g, m.__func__ is Greeter.greet, m.__name__, m.__qualname__)
print(g.greet == g.greet, g.greet == Greeter("Bob").greet)
print(repr(m).startswith("<bound method Greeter.greet of <__main__.Greeter object at 0x"))
print(repr(Greeter.greet).startswith("<function Greeter.greet at 0x"))
print(Greeter.greet(g, "Yo"))
calls = [g.greet, Greeter("Bo").greet]
print([c("Bye") for c in calls])
print(list(map(Greeter("Cy").greet, ["A", "B"])))
g.greet = lambda: "shadowed"
print(g.greet(), Greeter("Di").greet())
# expect: Hello, Ada Hi, Ada Hey, Ada
# expect: method function True
# expect: True True greet Greeter.greet
# expect: True False
# expect: True
# expect: True
# expect: Yo, Ada
# expect: ['Bye, Ada', 'Bye, Bo']
# expect: ['A, Cy', 'B, Cy']
# expect: shadowed Hello, Di
