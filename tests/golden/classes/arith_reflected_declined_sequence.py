# A sequence on the left of + or * whose right operand's reflected method returns NotImplemented
# raises the sequence's own error (CPython's sq_concat / sq_repeat), not the generic one.
class V:
    def __radd__(self, o): return NotImplemented
    def __rmul__(self, o): return NotImplemented
for f in [lambda: [1] + V(), lambda: (1,) + V(), lambda: "s" + V(), lambda: b"b" + V(), lambda: [1] * V(), lambda: "s" * V(), lambda: [1] + 1, lambda: V() + [1]]:
    try: f()
    except TypeError as e: print(e)
# expect: can only concatenate list (not "V") to list
# expect: can only concatenate tuple (not "V") to tuple
# expect: can only concatenate str (not "V") to str
# expect: can't concat V to bytes
# expect: can't multiply sequence by non-int of type 'V'
# expect: can't multiply sequence by non-int of type 'V'
# expect: can only concatenate list (not "int") to list
# expect: unsupported operand type(s) for +: 'V' and 'list'
