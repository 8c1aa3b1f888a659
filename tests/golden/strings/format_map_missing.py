# str.format_map looks names up with mapping[name]: a dict subclass's __missing__ answers, and
# any object with __getitem__ serves as the mapping
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"

print("{a} and {b}".format_map(Default(a=1)))
print("{name:>6}|{n:03d}".format_map({"name": "Ann", "n": 7}))

class Upper:
    def __getitem__(self, key):
        return key.upper()

print("{x}-{yz}".format_map(Upper()))
print("{p[0]} {p[1]}".format_map({"p": [5, 6]}))
try:
    "{0}".format_map({})
except ValueError as e:
    print("ValueError:", e)
try:
    "{}".format_map({})
except ValueError as e:
    print("ValueError:", e)
try:
    "{k}".format_map(5)
except TypeError as e:
    print("TypeError:", e)
"{missing}".format_map({"present": 1})

# expect: 1 and <b>
# expect:    Ann|007
# expect: X-YZ
# expect: 5 6
# expect: ValueError: Format string contains positional fields
# expect: ValueError: Format string contains positional fields
# expect: TypeError: 'int' object is not subscriptable
# expect runtime error: KeyError: 'missing'
