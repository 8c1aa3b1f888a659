# keyword: Python 3.11's keyword and soft keyword lists, iskeyword, issoftkeyword.
import keyword
print(keyword.kwlist)
print(keyword.softkwlist, len(keyword.kwlist))
print([w for w in ["for", "match", "print", "None", "async", "case", "_"] if keyword.iskeyword(w)])
print([w for w in ["for", "match", "print", "case", "_"] if keyword.issoftkeyword(w)], keyword.iskeyword(3))
keyword.iskeyword([])
# expect: ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']
# expect: ['_', 'case', 'match'] 35
# expect: ['for', 'None', 'async']
# expect: ['match', 'case', '_'] False
# expect runtime error: TypeError: unhashable type: 'list'
