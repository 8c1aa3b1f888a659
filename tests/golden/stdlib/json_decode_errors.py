# JSONDecodeError's messages and positions (msg, pos, lineno, colno) for common bad input.
import json
bad = ['', '[1,]', '{"a":1,}', '{"a" 1}', "{'a': 1}", '[1 2]', '[1', '{"a":1', '"abc', '"a\\qb"',
       '"a\\u12G4"', '[1] x', '01', '1.', '-', 'nul', '{"a":\n [1,\n  }', '"\x01"', '"\\u"', '"abc\\']
for s in bad:
    try:
        json.loads(s)
    except json.JSONDecodeError as e:
        print(repr(s), "->", e, "|", e.msg, e.pos, e.lineno, e.colno)
print(issubclass(json.JSONDecodeError, ValueError))

# expect: '' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: '[1,]' -> Expecting value: line 1 column 4 (char 3) | Expecting value 3 1 4
# expect: '{"a":1,}' -> Expecting property name enclosed in double quotes: line 1 column 8 (char 7) | Expecting property name enclosed in double quotes 7 1 8
# expect: '{"a" 1}' -> Expecting ':' delimiter: line 1 column 6 (char 5) | Expecting ':' delimiter 5 1 6
# expect: "{'a': 1}" -> Expecting property name enclosed in double quotes: line 1 column 2 (char 1) | Expecting property name enclosed in double quotes 1 1 2
# expect: '[1 2]' -> Expecting ',' delimiter: line 1 column 4 (char 3) | Expecting ',' delimiter 3 1 4
# expect: '[1' -> Expecting ',' delimiter: line 1 column 3 (char 2) | Expecting ',' delimiter 2 1 3
# expect: '{"a":1' -> Expecting ',' delimiter: line 1 column 7 (char 6) | Expecting ',' delimiter 6 1 7
# expect: '"abc' -> Unterminated string starting at: line 1 column 1 (char 0) | Unterminated string starting at 0 1 1
# expect: '"a\\qb"' -> Invalid \escape: line 1 column 3 (char 2) | Invalid \escape 2 1 3
# expect: '"a\\u12G4"' -> Invalid \uXXXX escape: line 1 column 4 (char 3) | Invalid \uXXXX escape 3 1 4
# expect: '[1] x' -> Extra data: line 1 column 5 (char 4) | Extra data 4 1 5
# expect: '01' -> Extra data: line 1 column 2 (char 1) | Extra data 1 1 2
# expect: '1.' -> Extra data: line 1 column 2 (char 1) | Extra data 1 1 2
# expect: '-' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: 'nul' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: '{"a":\n [1,\n  }' -> Expecting value: line 3 column 3 (char 13) | Expecting value 13 3 3
# expect: '"\x01"' -> Invalid control character at: line 1 column 2 (char 1) | Invalid control character at 1 1 2
# expect: '"\\u"' -> Invalid \uXXXX escape: line 1 column 3 (char 2) | Invalid \uXXXX escape 2 1 3
# expect: '"abc\\' -> Unterminated string starting at: line 1 column 1 (char 0) | Unterminated string starting at 0 1 1
# expect: True
