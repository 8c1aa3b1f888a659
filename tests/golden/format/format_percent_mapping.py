# printf-style formatting with a mapping: %(key)s.
print("%(a)s=%(b)d" % {"a": "x", "b": 3}, "%(n)05.1f|%(n)-8r|" % {"n": 2.5})
print("%(x)s and %(x)s" % {"x": [1]}, "plain" % {}, "%s" % {"k": 1}, "%(a)s %%" % {"a": 1})
class Upper:
    def __getitem__(self, k):
        return k.upper()
print("%(hello)s %(w)s" % Upper())
for fmt, arg in [("%(a)s", (1,)), ("%(a)s", {}), ("%(a", {"a": 1})]:
    try:
        print(fmt % arg)
    except (TypeError, KeyError, ValueError) as e:
        print(type(e).__name__, e)

# expect: x=3 002.5|2.5     |
# expect: [1] and [1] plain {'k': 1} 1 %
# expect: HELLO W
# expect: TypeError format requires a mapping
# expect: KeyError 'a'
# expect: ValueError incomplete format key
