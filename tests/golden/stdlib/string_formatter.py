# string.Formatter: format/vformat through its own methods (parse, get_field, get_value,
# convert_field, format_field), so subclasses can override them; parse's tuples; errors
import string

f = string.Formatter()
print(f.format("{} and {}", "a", "b"), f.format("{0}-{1:>4}|{x!r}", "a", 7, x="q"))
print(f.format("{p[0]}/{p[1]} {o.real} {:{w}.{d}f}", 3.14159, p=(1, 2), o=2 + 3j, w=8, d=2))
print(list(f.parse("a{0!r:>3}b{{c}}")), list(f.parse("x{a}y{b:3}z")), list(f.parse("")))
print(f.vformat("{0}{k}", ("A",), {"k": "B"}), f.get_field("0[1]", [[5, 6]], {}), f.convert_field(3, "r"))


class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()


class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return super().get_value(key, args, kwargs)


class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError(f"unused: {sorted(extra)}")


print(Upper().format("{} {x:>5}", "abc", x="yz"), Defaulting().format("{a} {b} {0}", 1, a="A"))
print(Strict().format("{a}", a=1))
for bad in ["{0} {}", "{} {0}", "x}", "{", "{0", "{!x}"]:
    try:
        f.format(bad, 1, 2)
    except ValueError as e:
        print(repr(bad), "ValueError:", e)
Strict().format("{a}", a=1, b=2)
# expect: a and b a-   7|'q'
# expect: 1/2 2.0     3.14
# expect: [('a', '0', '>3', 'r'), ('b{', None, None, None), ('c}', None, None, None)] [('x', 'a', '', None), ('y', 'b', '3', None), ('z', None, None, None)] []
# expect: AB (6, 0) 3
# expect: ABC    YZ A <b> 1
# expect: 1
# expect: '{0} {}' ValueError: cannot switch from manual field specification to automatic field numbering
# expect: '{} {0}' ValueError: cannot switch from manual field specification to automatic field numbering
# expect: 'x}' ValueError: Single '}' encountered in format string
# expect: '{' ValueError: Single '{' encountered in format string
# expect: '{0' ValueError: expected '}' before end of string
# expect: '{!x}' ValueError: Unknown conversion specifier x
# expect runtime error: ValueError: unused: ['b']
