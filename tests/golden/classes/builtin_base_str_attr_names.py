# A str subclass's instance names attributes (setattr, getattr, hasattr, delattr) and is a
# format spec, as a str does.
class Name(str):
    pass

class O:
    pass

o = O()
setattr(o, Name("x"), 1)
print(o.x, getattr(o, Name("x")), hasattr(o, Name("x")), hasattr(o, Name("y")))
delattr(o, Name("x"))
print(hasattr(o, "x"), format(3, Name(">4")), format(Name("ab"), "^6") + "|")
# expect: 1 1 True False
# expect: False    3   ab  |
