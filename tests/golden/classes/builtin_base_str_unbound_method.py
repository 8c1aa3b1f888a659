# str's methods called through the class take an instance of a str subclass.
class Name(str):
    def upper(self):
        return "overridden"

n = Name("ab")
print(n.upper(), str.upper(n), str.split(Name("a b")), str.join(Name("-"), [n, "c"]))
# expect: overridden AB ['a', 'b'] ab-c
