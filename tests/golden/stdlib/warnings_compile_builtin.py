# compile() gives its text's SyntaxWarnings once, when it compiles; exec and eval of the code
# object give none again.
import warnings

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    c = compile("x = 1\nprint(x is 1)", "<w>", "exec")
    e = compile("3 is 3", "<e>", "eval")
    print(len(log))
    exec(c)
    exec(c, {})
    print(eval(e), eval(e, {}))
    exec("def g():\n    return 1 is 1")
print([(w.category.__name__, w.filename, w.lineno) for w in log])

# expect: 2
# expect: True
# expect: True
# expect: True True
# expect: [('SyntaxWarning', '<w>', 2), ('SyntaxWarning', '<e>', 1), ('SyntaxWarning', '<string>', 2)]
