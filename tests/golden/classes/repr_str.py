# __repr__ and __str__: print, str(), repr(), containers (which use repr), f-strings, format
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __repr__(self):
        return f"Money({self.cents})"

    def __str__(self):
        return f"${self.cents / 100:.2f}"


class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"


class Fmt:
    def __format__(self, spec):
        return "Fmt[" + spec + "]"


m = Money(1234)
print(m, str(m), repr(m), [m, m], (m,), f"{m}", f"{m!r}", f"{m!s:>10}")
print("%s and %r" % (m, m), "{} {!r}".format(m, m), format(m))
o = OnlyRepr()
print(o, str(o), [o], f"{o}")
print(f"{Fmt():>5}", format(Fmt(), "x"), f"{Fmt()}", "{:abc}".format(Fmt()))
# expect: $12.34 $12.34 Money(1234) [Money(1234), Money(1234)] (Money(1234),) $12.34 Money(1234)     $12.34
# expect: $12.34 and Money(1234) $12.34 Money(1234) $12.34
# expect: <OnlyRepr> <OnlyRepr> [<OnlyRepr>] <OnlyRepr>
# expect: Fmt[>5] Fmt[x] Fmt[] Fmt[abc]
