# The traceback's last line uses the class's __str__.
class HttpError(Exception):
    def __init__(self, status):
        super().__init__(status)
        self.status = status

    def __str__(self):
        return f"HTTP {self.status}"

raise HttpError(404)
# expect runtime error: HttpError: HTTP 404
