# an uncaught error of JSONDecoder.decode called by the program shows decoder.py's frames only
import json
json.JSONDecoder().decode('[1] x')
# expect stderr:   File "/usr/lib/python3.11/json/decoder.py", line 340, in decode
# expect stderr:     raise JSONDecodeError("Extra data", s, end)
# expect runtime error: json.decoder.JSONDecodeError: Extra data: line 1 column 5 (char 4)
