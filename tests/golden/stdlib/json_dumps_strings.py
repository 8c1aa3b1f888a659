# String escapes, ensure_ascii (surrogate pairs above U+FFFF) and ensure_ascii=False.
import json
s = "tab\t \"q\" \\ \n \x01 é ☃ 😀"
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
print(json.dumps({"ключ": "значение"}))

# expect: "tab\t \"q\" \\ \n \u0001 \u00e9 \u2603 \ud83d\ude00"
# expect: "tab\t \"q\" \\ \n \u0001 é ☃ 😀"
# expect: {"\u043a\u043b\u044e\u0447": "\u0437\u043d\u0430\u0447\u0435\u043d\u0438\u0435"}
