# eval(text, globals[, locals]): the names come from the dicts and the builtins, not the module.
secret = 1
ns = {"x": 2}
for expr in ["x**2", "x+1", "abs(-x)", "max(x, 9)"]:
    print(expr, "=", eval(expr, ns))
print(eval("a + b", {"a": 1}, {"b": 2}))
print(eval("x", {"x": 1}, {"x": 2}))
print(eval("len('abc')", {}))
try:
    eval("secret", {})
except NameError as e:
    print("NameError:", e)
print(secret)

# expect: x**2 = 4
# expect: x+1 = 3
# expect: abs(-x) = 2
# expect: max(x, 9) = 9
# expect: 3
# expect: 2
# expect: 3
# expect: NameError: name 'secret' is not defined
# expect: 1
