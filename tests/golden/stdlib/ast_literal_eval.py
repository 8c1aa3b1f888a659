# ast.literal_eval: Python literals from text (CPython 3.11's rules); anything else is a
# ValueError naming the node, a syntax error compile()'s SyntaxError
import ast
tests = ["[1, 2.5, 'x', (True, None), {'k': -3}]", "  42", "\t-7.5", "1+2j", "-1-2j", "3j", "+5", "b'ab\\x00'",
         "{1, 2, 2}", "set()", "()", "(1,)", "{}", "...", "'a' 'b'", "{'a': [1, {'b': (2,)}]}", "0xff", "1_000",
         "10**100 if False else 123456789012345678901234567890", "123456789012345678901234567890", "-0x10", "1e500", "\n[1,\n 2]",
         "x", "1+2", "2*3", "-True", "not 1", "[*a]", "{**a}", "set([1])", "f(1)", "a.b", "1j+2", "(1+2j)+3j", "--1",
         "{[1]: 2}", "{[1]}", "1 +", "[1, 2", "", "a = 1", "lambda: 1", "f'x'", "None", "True + 1j"]
for s in tests:
    try:
        r = ast.literal_eval(s)
        print(repr(s), "->", repr(r), type(r).__name__)
    except ValueError as e:
        print(repr(s), "ValueError:", str(e).split(": <")[0], str(e).split(" object at")[0].split("<")[-1])
    except (SyntaxError, TypeError) as e:
        print(repr(s), type(e).__name__ + ":", e)
for bad in [5, b"1", None]:
    try:
        ast.literal_eval(bad)
    except ValueError as e:
        print("ValueError:", e)
line = "3, 4.5, 'hi'"
print(ast.literal_eval(line), ast.literal_eval(node_or_string="[]"))
ast.literal_eval("1 +")

# expect: "[1, 2.5, 'x', (True, None), {'k': -3}]" -> [1, 2.5, 'x', (True, None), {'k': -3}] list
# expect: '  42' -> 42 int
# expect: '\t-7.5' -> -7.5 float
# expect: '1+2j' -> (1+2j) complex
# expect: '-1-2j' -> (-1-2j) complex
# expect: '3j' -> 3j complex
# expect: '+5' -> 5 int
# expect: "b'ab\\x00'" -> b'ab\x00' bytes
# expect: '{1, 2, 2}' -> {1, 2} set
# expect: 'set()' -> set() set
# expect: '()' -> () tuple
# expect: '(1,)' -> (1,) tuple
# expect: '{}' -> {} dict
# expect: '...' -> Ellipsis ellipsis
# expect: "'a' 'b'" -> 'ab' str
# expect: "{'a': [1, {'b': (2,)}]}" -> {'a': [1, {'b': (2,)}]} dict
# expect: '0xff' -> 255 int
# expect: '1_000' -> 1000 int
# expect: '10**100 if False else 123456789012345678901234567890' ValueError: malformed node or string on line 1 ast.IfExp
# expect: '123456789012345678901234567890' -> 123456789012345678901234567890 int
# expect: '-0x10' -> -16 int
# expect: '1e500' -> inf float
# expect: '\n[1,\n 2]' -> [1, 2] list
# expect: 'x' ValueError: malformed node or string on line 1 ast.Name
# expect: '1+2' ValueError: malformed node or string on line 1 ast.BinOp
# expect: '2*3' ValueError: malformed node or string on line 1 ast.BinOp
# expect: '-True' ValueError: malformed node or string on line 1 ast.Constant
# expect: 'not 1' ValueError: malformed node or string on line 1 ast.UnaryOp
# expect: '[*a]' ValueError: malformed node or string on line 1 ast.Starred
# expect: '{**a}' ValueError: malformed node or string: None malformed node or string: None
# expect: 'set([1])' ValueError: malformed node or string on line 1 ast.Call
# expect: 'f(1)' ValueError: malformed node or string on line 1 ast.Call
# expect: 'a.b' ValueError: malformed node or string on line 1 ast.Attribute
# expect: '1j+2' ValueError: malformed node or string on line 1 ast.BinOp
# expect: '(1+2j)+3j' ValueError: malformed node or string on line 1 ast.BinOp
# expect: '--1' ValueError: malformed node or string on line 1 ast.UnaryOp
# expect: '{[1]: 2}' TypeError: unhashable type: 'list'
# expect: '{[1]}' TypeError: unhashable type: 'list'
# expect: '1 +' SyntaxError: invalid syntax (<unknown>, line 1)
# expect: '[1, 2' SyntaxError: '[' was never closed (<unknown>, line 1)
# expect: '' SyntaxError: invalid syntax (<unknown>, line 0)
# expect: 'a = 1' SyntaxError: invalid syntax (<unknown>, line 1)
# expect: 'lambda: 1' ValueError: malformed node or string on line 1 ast.Lambda
# expect: "f'x'" ValueError: malformed node or string on line 1 ast.JoinedStr
# expect: 'None' -> None NoneType
# expect: 'True + 1j' ValueError: malformed node or string on line 1 ast.Constant
# expect: ValueError: malformed node or string: 5
# expect: ValueError: malformed node or string: b'1'
# expect: ValueError: malformed node or string: None
# expect: (3, 4.5, 'hi') []
# expect runtime error: SyntaxError: invalid syntax
