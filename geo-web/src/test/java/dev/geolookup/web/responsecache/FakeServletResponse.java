package dev.geolookup.web.responsecache;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A servlet response that notes every call made on it, and the bytes written to it. */
final class FakeServletResponse {

    final List<String> calls = new ArrayList<>();
    final ByteArrayOutputStream body = new ByteArrayOutputStream();

    HttpServletResponse response() {
        ServletOutputStream stream = new ServletOutputStream() {
            @Override
            public void write(int b) {
                body.write(b);
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
            }
        };
        return (HttpServletResponse) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("getOutputStream")) {
                        return stream;
                    }
                    calls.add(method.getName() + (arguments == null ? "" : Arrays.toString(arguments)));
                    return method.getReturnType() == int.class ? 0 : method.getReturnType() == boolean.class
                            ? false : null;
                });
    }
}
